// The documented fallback when a feed's ids change: the same normalised address, surface and
// number of rooms is the same property. Items without all three match by external id only.
import { foldText } from '../../places/index.ts';
import type { FeedItem } from './feedItem.ts';

const SURFACE_SLUGS = ['m2_totales', 'm2_cubiertos', 'm2', 'superficie'];

const normalised = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

export function matchKey(item: FeedItem): string | null {
  const address = typeof item.address === 'string' ? item.address : item.address?.title;
  const surface = SURFACE_SLUGS.map((slug) => numberOf(item.extras[slug])).find((value) => value !== null);
  const rooms = numberOf(item.extras.ambientes);
  if (!address || surface === undefined || surface === null || rooms === null) return null;
  return `${normalised(address)}|${surface}|${rooms}`;
}
