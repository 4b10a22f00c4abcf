// The demo world's catalogue: what an Argentine marketplace of properties, vehicles and products
// asks sellers for. Created through the admin commands on first start.
import type { ExtraInput, PublicationTypeInput } from '@app/contracts';

type DemoExtra = Omit<ExtraInput, 'translations' | 'config'> & {
  title: string;
  config: Partial<ExtraInput['config']> & Pick<ExtraInput['config'], 'type'>;
  options?: Record<string, string>;
  placeholder?: string;
};

const number = (precision = 0, validations: string[] = ['min:0']) =>
  ({ type: 'number', precision, validations, thousand_separator: true }) as const;

/** Numeric talles: jeans 24–50, shoes 34–46 (slug and title are the number). */
const NUMERIC_SIZES = Object.fromEntries(
  Array.from({ length: 27 }, (_, index) => String(24 + index)).map((size) => [size, size]),
);

export const DEMO_EXTRAS: DemoExtra[] = [
  { slug: 'ambientes', title: 'Ambientes', config: { ...number(0, ['min:1', 'max:10']) } },
  { slug: 'dormitorios', title: 'Dormitorios', config: { ...number(0, ['min:0', 'max:10']) } },
  { slug: 'banos', title: 'Baños', config: { ...number(0, ['min:1', 'max:10']) } },
  { slug: 'm2_cubiertos', title: 'm² cubiertos', config: { ...number() } },
  { slug: 'm2_totales', title: 'm² totales', config: { ...number() } },
  { slug: 'cochera', title: 'Cochera', config: { type: 'boolean' } },
  { slug: 'expensas', title: 'Expensas', config: { ...number(), priceable: true } },
  { slug: 'antiguedad', title: 'Antigüedad (años)', config: { ...number(0, ['min:0', 'max:200']) } },
  { slug: 'apto_credito', title: 'Apto crédito', config: { type: 'boolean' } },
  {
    slug: 'amenities',
    title: 'Amenities',
    config: { type: 'checkbox' },
    options: {
      pileta: 'Pileta',
      parrilla: 'Parrilla',
      gimnasio: 'Gimnasio',
      sum: 'SUM',
      seguridad: 'Seguridad 24 h',
      laundry: 'Laundry',
      solarium: 'Solárium',
      balcon: 'Balcón',
    },
  },
  {
    slug: 'marca',
    title: 'Marca',
    config: { type: 'select' },
    options: {
      toyota: 'Toyota',
      volkswagen: 'Volkswagen',
      ford: 'Ford',
      chevrolet: 'Chevrolet',
      fiat: 'Fiat',
      renault: 'Renault',
      peugeot: 'Peugeot',
      honda: 'Honda',
      nissan: 'Nissan',
      jeep: 'Jeep',
      citroen: 'Citroën',
      bmw: 'BMW',
      // Motorcycles: the brands most sold in Argentina, and the best known imported ones.
      motomel: 'Motomel',
      zanella: 'Zanella',
      gilera: 'Gilera',
      corven: 'Corven',
      yamaha: 'Yamaha',
      bajaj: 'Bajaj',
      suzuki: 'Suzuki',
      kawasaki: 'Kawasaki',
      benelli: 'Benelli',
      ktm: 'KTM',
      ducati: 'Ducati',
      harley_davidson: 'Harley-Davidson',
      royal_enfield: 'Royal Enfield',
    },
  },
  { slug: 'modelo', title: 'Modelo', config: { type: 'text' }, placeholder: 'Hilux, Gol, Ranger…' },
  // Apart from the model, as MercadoLibre's vehicle attributes: a search by modelo matches every version.
  { slug: 'version', title: 'Versión', config: { type: 'text' }, placeholder: 'SRV 4x4, Trend 1.6, Highline…' },
  { slug: 'anio', title: 'Año', config: { type: 'number', validations: ['min:1950', 'max:2027'] } },
  { slug: 'kilometros', title: 'Kilómetros', config: { ...number() } },
  {
    slug: 'combustible',
    title: 'Combustible',
    config: { type: 'select' },
    options: { nafta: 'Nafta', diesel: 'Diésel', gnc: 'GNC', electrico: 'Eléctrico', hibrido: 'Híbrido' },
  },
  {
    slug: 'transmision',
    title: 'Transmisión',
    config: { type: 'radio' },
    options: { manual: 'Manual', automatica: 'Automática' },
  },
  {
    slug: 'talle',
    title: 'Talle',
    config: { type: 'select' },
    options: { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', xxl: 'XXL', unico: 'Único', ...NUMERIC_SIZES },
  },
  {
    slug: 'color',
    title: 'Color',
    config: { type: 'select' },
    options: {
      negro: 'Negro',
      blanco: 'Blanco',
      gris: 'Gris',
      azul: 'Azul',
      rojo: 'Rojo',
      verde: 'Verde',
      beige: 'Beige',
      rosa: 'Rosa',
      celeste: 'Celeste',
      bordo: 'Bordó',
      violeta: 'Violeta',
      natural: 'Natural',
      marron: 'Marrón',
      amarillo: 'Amarillo',
      naranja: 'Naranja',
      dorado: 'Dorado',
      plateado: 'Plateado',
    },
  },
];

export function toExtraInput(extra: DemoExtra): ExtraInput {
  return {
    slug: extra.slug,
    translations: {
      es: {
        title: extra.title,
        subtitle: null,
        placeholder: extra.placeholder ?? null,
        info: null,
        show_alone: false,
        show_added: true,
        search_value: null,
        true_value: extra.config.type === 'boolean' ? 'Sí' : null,
        false_value: extra.config.type === 'boolean' ? 'No' : null,
      },
    },
    config: {
      options: Object.entries(extra.options ?? {}).map(([slug, title]) => ({ slug, translations: { es: { title } } })),
      required: false,
      validations: [],
      searchable: true,
      priceable: false,
      thousand_separator: false,
      precision: 0,
      ...extra.config,
    },
  };
}

export interface DemoType {
  input: Omit<PublicationTypeInput, 'config'> & { config: { fields: PublicationTypeInput['config']['fields'] } };
  extraSlugs: string[];
  categories: string[];
}

export const DEMO_TYPES: DemoType[] = [
  {
    input: {
      slug: 'inmuebles',
      icon: 'home',
      translations: { es: { title: 'Inmuebles' } },
      config: { fields: ['title', 'description', 'url', 'address', 'categories', 'amount', 'operation'] },
    },
    extraSlugs: [
      'ambientes',
      'dormitorios',
      'banos',
      'm2_cubiertos',
      'm2_totales',
      'cochera',
      'expensas',
      'antiguedad',
      'apto_credito',
      'amenities',
    ],
    categories: ['Departamento', 'Casa', 'Propiedad horizontal (PH)', 'Terreno', 'Local comercial', 'Oficina'],
  },
  {
    input: {
      slug: 'vehiculos',
      icon: 'car',
      translations: { es: { title: 'Vehículos' } },
      config: { fields: ['title', 'description', 'url', 'address', 'categories', 'amount'] },
    },
    extraSlugs: ['marca', 'modelo', 'version', 'anio', 'kilometros', 'combustible', 'transmision'],
    categories: ['Autos', 'Camionetas', 'Motos', 'Utilitarios'],
  },
  {
    input: {
      slug: 'productos',
      icon: 'shopping-bag',
      translations: { es: { title: 'Productos' } },
      config: { fields: ['title', 'description', 'url', 'categories', 'amount', 'stock'] },
    },
    extraSlugs: ['talle', 'color'],
    categories: ['Indumentaria', 'Calzado', 'Electrónica', 'Hogar', 'Deportes'],
  },
];
