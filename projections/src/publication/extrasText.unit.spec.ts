import { describe, expect, it } from 'vitest';
import { type ExtraWords, extrasText } from './extrasText.ts';

const vocabulary = new Map<string, ExtraWords>(
  [
    { slug: 'marca', title: 'Marca', type: 'select', options: { citroen: 'Citroën' } },
    { slug: 'amenities', title: 'Amenities', type: 'checkbox', options: { pileta: 'Pileta', sum: 'SUM' } },
    { slug: 'cochera', title: 'Cochera', type: 'boolean', options: {} },
    { slug: 'apto_credito', title: 'Apto crédito', type: 'switch', options: {} },
    { slug: 'modelo', title: 'Modelo', type: 'text', options: {} },
    { slug: 'etiquetas', title: 'Etiquetas', type: 'tags', options: {} },
    { slug: 'ambientes', title: 'Ambientes', type: 'number', options: {} },
  ].map((extra) => [extra.slug, extra as ExtraWords]),
);

describe("the words a publication's extras add to its full text", () => {
  it('uses option titles, texts, tags and the titles of yes-extras, never numbers', () => {
    const extras = {
      marca: 'citroen',
      amenities: ['pileta', 'sum'],
      cochera: true,
      apto_credito: false,
      modelo: 'Berlingo',
      etiquetas: ['Impecable', 'Único dueño'],
      ambientes: 3,
      stock: [{ place: 'Local', color: null, size: null, quantity: 1 }],
    };
    expect(extrasText(extras, vocabulary)).toBe('Citroën Pileta SUM Cochera Berlingo Impecable Único dueño');
  });

  it('falls back to the stored slug for an option the extra no longer has', () => {
    expect(extrasText({ marca: 'ds' }, vocabulary)).toBe('ds');
  });
});
