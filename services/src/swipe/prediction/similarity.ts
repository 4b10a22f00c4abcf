// How much a publication resembles one the group liked, from 0 to 1 (docs/decisions/swipe-prediction.md):
// another type never resembles; otherwise categories, extras, price and place each give a
// closeness, averaged by weight over the ones that can be compared.

export interface PublicationFeatures {
  id: string;
  typeId: string;
  categories: readonly string[];
  extras: Readonly<Record<string, unknown>>;
  /** The price a buyer pays (the sale price when there is one). */
  price: number | null;
  currency: string;
  coordinates: readonly [number, number] | null;
}

const WEIGHTS = { categories: 0.3, extras: 0.3, price: 0.25, place: 0.15 } as const;
/** Prices three times apart (or more) are not alike at all. */
const PRICE_SPAN = Math.log(3);
/** Closeness halves about every 7 km. */
const PLACE_SCALE_KM = 10;
const EARTH_RADIUS_KM = 6_371;

function jaccard(a: readonly unknown[], b: readonly unknown[]): number {
  const left = new Set(a.map((value) => JSON.stringify(value)));
  const right = new Set(b.map((value) => JSON.stringify(value)));
  const shared = [...left].filter((value) => right.has(value)).length;
  return shared / (left.size + right.size - shared);
}

function valueCloseness(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    const larger = Math.max(Math.abs(a), Math.abs(b));
    return larger === 0 ? 1 : 1 - Math.abs(a - b) / larger;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length + b.length === 0 ? 1 : jaccard(a, b);
  return JSON.stringify(a) === JSON.stringify(b) ? 1 : 0;
}

/**
 * The mean closeness over the extras either has (stock left aside): one only the other has counts
 * as unlike. Null when neither has any.
 */
function extrasCloseness(a: PublicationFeatures['extras'], b: PublicationFeatures['extras']): number | null {
  const filled = (extras: PublicationFeatures['extras']) =>
    Object.keys(extras).filter((slug) => slug !== 'stock' && extras[slug] !== null && extras[slug] !== undefined);
  const slugs = [...new Set([...filled(a), ...filled(b)])];
  if (slugs.length === 0) return null;
  const closeness = (slug: string) => (slug in a && slug in b ? valueCloseness(a[slug], b[slug]) : 0);
  return slugs.reduce((sum, slug) => sum + closeness(slug), 0) / slugs.length;
}

/** Prices in two currencies, or only one price, cannot be told apart: half alike. */
const UNKNOWN_PRICE_CLOSENESS = 0.5;

function priceCloseness(a: PublicationFeatures, b: PublicationFeatures): number | null {
  const priced = (features: PublicationFeatures) => features.price !== null && features.price > 0;
  if (!priced(a) && !priced(b)) return null;
  if (!priced(a) || !priced(b) || a.currency !== b.currency) return UNKNOWN_PRICE_CLOSENESS;
  return Math.max(0, 1 - Math.abs(Math.log((a.price as number) / (b.price as number))) / PRICE_SPAN);
}

export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const [latitudeA, longitudeA] = a.map(radians) as [number, number];
  const [latitudeB, longitudeB] = b.map(radians) as [number, number];
  const haversine =
    Math.sin((latitudeB - latitudeA) / 2) ** 2 +
    Math.cos(latitudeA) * Math.cos(latitudeB) * Math.sin((longitudeB - longitudeA) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(haversine));
}

function placeCloseness(a: PublicationFeatures, b: PublicationFeatures): number | null {
  if (a.coordinates === null || b.coordinates === null) return null;
  return Math.exp(-distanceKm(a.coordinates, b.coordinates) / PLACE_SCALE_KM);
}

export function similarity(candidate: PublicationFeatures, liked: PublicationFeatures): number {
  if (candidate.typeId !== liked.typeId) return 0;
  const hasCategories = candidate.categories.length > 0 || liked.categories.length > 0;
  const parts: [number, number | null][] = [
    [WEIGHTS.categories, hasCategories ? jaccard(candidate.categories, liked.categories) : null],
    [WEIGHTS.extras, extrasCloseness(candidate.extras, liked.extras)],
    [WEIGHTS.price, priceCloseness(candidate, liked)],
    [WEIGHTS.place, placeCloseness(candidate, liked)],
  ];
  const known = parts.filter((part): part is [number, number] => part[1] !== null);
  // Of the same type and nothing else to compare: somewhat alike.
  if (known.length === 0) return 0.5;
  const weight = known.reduce((sum, [partWeight]) => sum + partWeight, 0);
  return known.reduce((sum, [partWeight, closeness]) => sum + partWeight * closeness, 0) / weight;
}

export interface LikedPublication {
  features: PublicationFeatures;
  /** The share of participants who like it (superlikes count one and a half), capped at 1. */
  support: number;
}

/** A publication's score: its best resemblance to a liked one, weighed by how many liked that one. */
export function predictionScore(candidate: PublicationFeatures, liked: readonly LikedPublication[]): number {
  let best = 0;
  for (const { features, support } of liked) best = Math.max(best, similarity(candidate, features) * support);
  return best;
}

/** Scores from this on are predicted. */
export const PREDICTION_THRESHOLD = 0.45;
