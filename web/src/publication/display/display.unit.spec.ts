import type { Media } from '@app/contracts/publication/publication';
import { describe, expect, it } from 'vitest';
import { extra, options, PROPERTY_EXTRAS } from '../testing/catalogueFixtures.ts';
import { cardImages } from './cardImages.ts';
import { extraLines } from './extraDisplay.ts';
import { priceLabel } from './price.ts';

describe('publication display', () => {
  it("prices with the currency symbol, the discount percent, or 'Sin precio'", () => {
    expect(priceLabel(null, null)).toEqual({ current: 'Sin precio', previous: null, discountPercent: null });
    expect(priceLabel(150000, null, 'US$')).toEqual({ current: 'US$ 150.000', previous: null, discountPercent: null });
    expect(priceLabel(1000, 750)).toEqual({ current: '$ 750', previous: '$ 1.000', discountPercent: 25 });
    expect(priceLabel(99.5, null).current).toBe('$ 99,50');
  });

  it('shows extras with their titles, in es-AR format and in the extra’s words', () => {
    const year = extra('anio', 'number', {}, 'Año');
    const fuel = extra('combustible', 'select', { options: options('Nafta', 'GNC') }, 'Combustible');
    const lines = extraLines([...PROPERTY_EXTRAS, year, fuel], {
      m2_cubiertos: 1250,
      expensas: 45000.5,
      cochera: false,
      amenities: ['pileta', 'gimnasio'],
      anio: 2019,
      combustible: 'gnc',
      etiquetas: [],
    });
    expect(lines.map((line) => `${line.title}: ${line.value}`)).toEqual([
      'm² cubiertos: 1.250',
      'Expensas: 45.000,50',
      'Cochera: No',
      'Amenities: Pileta, Gimnasio',
      'Año: 2019',
      'Combustible: GNC',
    ]);
  });

  it('gives a card at most five images, in order', () => {
    const media = (number: number): Media => ({
      id: `00000000-0000-4000-8000-00000000000${number}`,
      type: 'image',
      location: 'local',
      file: 'f',
      file_url: `/m/${number}`,
      number,
      info: { color: '#000000', width: 1, height: 1 },
    });
    const images = cardImages([6, 2, 0, 1, 5, 3, 4].map(media));
    expect(images.map((image) => image.number)).toEqual([0, 1, 2, 3, 4]);
  });
});
