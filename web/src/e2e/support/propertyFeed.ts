// A real-estate agency's JSON feed (docs/synchronizer-feed.md) for the synchronization journey:
// flats in Palermo, each with a picture served by the same loopback feed server.
import type { FeedServer } from '@app/services/testing';

export const feedTitle = (index: number) => `Departamento en Palermo, unidad ${String(index).padStart(2, '0')}`;
export const feedPrice = (index: number) => 100_000 + index * 1_000;

/** Items 1..count; `priceCut` lowers each item's price by that many dollars. */
export function propertyFeed(feed: FeedServer, count: number, priceCut = 0) {
  return Array.from({ length: count }, (_, offset) => {
    const index = offset + 1;
    return {
      id: `DEPTO-${index}`,
      type: 'inmuebles',
      title: feedTitle(index),
      description: 'Luminoso, con balcón a la calle.',
      price: feedPrice(index) - priceCut,
      currency: 'USD',
      address: { title: `Gorriti ${4_000 + index * 10}, Palermo`, lat: -34.588 + index / 10_000, lng: -58.43 },
      extras: { ambientes: 2 + (index % 3), m2_totales: 45 + index },
      images: [feed.url(`/images/depto-${index}.png`)],
    };
  });
}
