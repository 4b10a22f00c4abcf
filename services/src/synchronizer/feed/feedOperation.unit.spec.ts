import { describe, expect, it } from 'vitest';
import { feedOperation, feedPricePeriod } from './feedOperation.ts';

describe("a feed's operation_type and price period", () => {
  it('reads the words Argentine portals export, in Spanish or English, any case and accents', () => {
    expect(['Venta', 'sale', 'VENTA'].map(feedOperation)).toEqual(['sale', 'sale', 'sale']);
    expect(['Alquiler', 'rent'].map(feedOperation)).toEqual(['rent', 'rent']);
    expect(['Alquiler temporario', 'temporary_rent', 'Temporal'].map(feedOperation)).toEqual([
      'temporary_rent',
      'temporary_rent',
      'temporary_rent',
    ]);
    expect(['mensual', 'por noche', 'Día'].map(feedPricePeriod)).toEqual(['month', 'night', 'night']);
  });

  it('says nothing when the feed says nothing, and tells an unknown word apart', () => {
    expect(feedOperation(null)).toBeNull();
    expect(feedOperation('permuta')).toBeUndefined();
    expect(feedPricePeriod('por año')).toBeUndefined();
  });
});
