// Scraped rows read as the feed's items: prices as pages print them, lists, extras and places.
import { describe, expect, it } from 'vitest';
import { octoparseRowToFeedItem, scrapedPrice } from './octoparseRows.ts';

describe('scrapedPrice', () => {
  it.each([
    ['$ 150.000', 150_000],
    ['US$ 1.250.000', 1_250_000],
    ['150.000,50', 150_000.5],
    ['1,500.25', 1_500.25],
    ['99', 99],
    ['1.5', 1.5],
  ])('%s is %d', (text, amount) => {
    expect(scrapedPrice(text)).toBe(amount);
  });

  it('leaves a text without figures for the feed checks to refuse, and an empty one out', () => {
    expect(scrapedPrice('Consultar')).toBe('Consultar');
    expect(scrapedPrice(' ')).toBeNull();
  });
});

describe('octoparseRowToFeedItem', () => {
  it('reads a scraped property as a feed item', () => {
    const item = octoparseRowToFeedItem({
      id: 'A-1',
      type: 'inmuebles',
      title: 'Casa en Tigre',
      price: 'US$ 250.000',
      address: 'Tigre',
      lat: '-34.42',
      lng: '-58.58',
      images: 'https://fotos.example/1.jpg, https://fotos.example/2.jpg',
      categories: 'casas, quintas',
      'extras.ambientes': '4',
      public: 'no',
      code: '',
    });
    expect(item).toEqual({
      id: 'A-1',
      type: 'inmuebles',
      title: 'Casa en Tigre',
      price: 250_000,
      currency: 'USD',
      address: { title: 'Tigre', lat: '-34.42', lng: '-58.58' },
      lat: '-34.42',
      lng: '-58.58',
      images: ['https://fotos.example/1.jpg', 'https://fotos.example/2.jpg'],
      categories: ['casas', 'quintas'],
      extras: { ambientes: 4 },
      'extras.ambientes': '4',
      public: false,
    });
  });

  it('keeps a currency the task scraped, and an address without coordinates as a place name', () => {
    expect(octoparseRowToFeedItem({ id: 1, currency: 'ARS', price: 'US$ 10', address: 'Rosario' })).toMatchObject({
      currency: 'ARS',
      price: 10,
      address: 'Rosario',
    });
  });
});
