import { describe, expect, it } from 'vitest';
import { argentineGazetteer, placeByReference, searchPlaces } from './index.ts';

const references = (text: string, limit?: number) => searchPlaces(text, limit).map((place) => place.reference);

describe('searching places', () => {
  it('ignores accents and case', () => {
    expect(references('cordoba')).toContain('ar-geonames-3860259');
    expect(references('CÓRDOBA')).toEqual(references('cordoba'));
    expect(searchPlaces('nuñez')[0]).toEqual({
      reference: 'ar-barrio-nunez',
      description: 'Núñez, Ciudad Autónoma de Buenos Aires',
    });
  });

  it('finds a barrio of the capital with the city in its description', () => {
    expect(searchPlaces('palermo')[0]).toEqual({
      reference: 'ar-barrio-palermo',
      description: 'Palermo, Ciudad Autónoma de Buenos Aires',
    });
  });

  it('lists a whole name typed before names it only starts, then by population', () => {
    expect(references('pilar').slice(0, 2)).toEqual(['ar-geonames-3429980', 'ar-geonames-3841149']);
    expect(references('mar del', 1)).toEqual(['ar-geonames-3430863']);
    expect(references('ros')[0]).toBe('ar-geonames-3838583');
  });

  it('finds a place by a later word of its name', () => {
    expect(references('urquiza')[0]).toBe('ar-barrio-villa-urquiza');
  });

  it('finds provinces, CABA by its common names', () => {
    expect(references('mendoza')).toContain('ar-province-mendoza');
    expect(references('caba')[0]).toBe('ar-province-caba');
    expect(references('capital federal')[0]).toBe('ar-province-caba');
    expect(references('bs as')[0]).toBe('ar-province-buenos-aires');
  });

  it('narrows a name with the province after it', () => {
    expect(references('pilar cordoba')).toEqual(['ar-geonames-3841149']);
    expect(references('rosario, santa fe')).toEqual(['ar-geonames-3838583']);
    expect(references('palermo caba')[0]).toBe('ar-barrio-palermo');
  });

  it('returns at most the limit, and nothing for text that names no place', () => {
    expect(searchPlaces('san', 3)).toHaveLength(3);
    expect(searchPlaces('san')).toHaveLength(10);
    expect(searchPlaces('xyzzy')).toEqual([]);
    expect(searchPlaces('  ')).toEqual([]);
  });
});

describe('a place by its reference', () => {
  it('gives name, description and coordinates', () => {
    expect(placeByReference('ar-barrio-palermo')).toEqual({
      reference: 'ar-barrio-palermo',
      name: 'Palermo',
      description: 'Palermo, Ciudad Autónoma de Buenos Aires',
      coordinates: [-34.58, -58.425],
    });
    expect(placeByReference('ar-geonames-3435910')).toMatchObject({ name: 'Buenos Aires' });
    expect(placeByReference('ar-province-cordoba')).toMatchObject({ description: 'Provincia de Córdoba' });
  });

  it('is null for an unknown reference', () => {
    expect(placeByReference('ar-geonames-1')).toBeNull();
  });

  it('holds the 48 barrios, the 24 provinces and unique references', () => {
    const { places } = argentineGazetteer();
    expect(new Set(places.map((place) => place.reference)).size).toBe(places.length);
    expect(places.filter((place) => place.kind === 'barrio')).toHaveLength(48);
    expect(places.filter((place) => place.kind === 'province')).toHaveLength(24);
    expect(places.filter((place) => place.kind === 'city').length).toBeGreaterThan(900);
  });
});
