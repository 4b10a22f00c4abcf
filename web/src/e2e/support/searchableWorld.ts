// Publications for the search journeys, written over HTTP by a premium seller: flats and houses
// priced in dollars in Palermo and Belgrano, and a car, so counts, price bounds and places have
// something to find.
interface ConfiguredType {
  id: string;
  slug: string;
  categories: { id: string; name: string }[];
}

interface PlaceAnswer {
  description: string;
  coordinates: [number, number];
}

async function api<Answer>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

async function addressOf(baseUrl: string, reference: string) {
  const place = await api<PlaceAnswer>(baseUrl, '/map/place', json({ reference }));
  return { title: place.description, geolocation: { coordinates: place.coordinates } };
}

export interface PublicationSeed {
  type: 'inmuebles' | 'vehiculos';
  category: string;
  title: string;
  amount: number;
  place: string;
  extras: Record<string, unknown>;
}

export const SEARCHABLE_PUBLICATIONS: PublicationSeed[] = [
  {
    type: 'inmuebles',
    category: 'Departamento',
    title: 'Depto 2 ambientes Palermo',
    amount: 110_000,
    place: 'ar-barrio-palermo',
    extras: { ambientes: 2 },
  },
  {
    type: 'inmuebles',
    category: 'Departamento',
    title: 'Depto 3 ambientes Palermo',
    amount: 180_000,
    place: 'ar-barrio-palermo',
    extras: { ambientes: 3 },
  },
  {
    type: 'inmuebles',
    category: 'Departamento',
    title: 'Depto 3 ambientes Belgrano',
    amount: 240_000,
    place: 'ar-barrio-belgrano',
    extras: { ambientes: 3 },
  },
  {
    type: 'inmuebles',
    category: 'Casa',
    title: 'Casa con jardín en Palermo',
    amount: 420_000,
    place: 'ar-barrio-palermo',
    extras: { ambientes: 5 },
  },
  {
    type: 'vehiculos',
    category: 'Autos',
    title: 'Gol Trend 2015',
    amount: 9_000,
    place: 'ar-barrio-belgrano',
    extras: { anio: 2015 },
  },
];

/** Gives the seller a catalogue address, so their store can be searched at /{slug}/search. */
export async function openStorefront(baseUrl: string, token: string, slug: string): Promise<void> {
  await api(baseUrl, '/user/slug', { ...json({ slug }), token });
}

/** Creates the publications as the seller whose token is given. */
export async function seedSearchablePublications(baseUrl: string, token: string, seeds = SEARCHABLE_PUBLICATIONS) {
  const configuration = await api<{ types: ConfiguredType[] }>(baseUrl, '/configuration');
  for (const seed of seeds) {
    const type = configuration.types.find((candidate) => candidate.slug === seed.type);
    const category = type?.categories.find((candidate) => candidate.name === seed.category);
    if (!type || !category) throw new Error(`No ${seed.type} / ${seed.category} in the demo catalogue`);
    const data = {
      type_id: type.id,
      title: seed.title,
      categories: [category.id],
      amount: seed.amount,
      currency: 'USD',
      operation: 'sale',
      address: await addressOf(baseUrl, seed.place),
      extras: seed.extras,
    };
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    await api(baseUrl, '/account/publication', { method: 'POST', body: form, token });
  }
}
