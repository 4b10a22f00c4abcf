import { describe, expect, it } from 'vitest';
import { argentinePlaceMatcher } from './index.ts';

const placeIn = (text: string) => argentinePlaceMatcher.findPlace(text)?.place.reference ?? null;

describe('finding the place a sentence mentions', () => {
  it('finds barrios, cities and zonas wherever they are written', () => {
    expect(placeIn('Depto 2 amb en Palermo, USD 95.000')).toBe('ar-barrio-palermo');
    expect(placeIn('vendo depto villa urquiza 3 amb')).toBe('ar-barrio-villa-urquiza');
    expect(placeIn('Casa en Mar del Plata, 3 dorm')).toBe('ar-geonames-3430863');
    expect(placeIn('Lote en Nordelta')).toBe('ar-zona-nordelta');
  });

  it('ignores accents and case', () => {
    expect(placeIn('depto en nuñez')).toBe('ar-barrio-nunez');
    expect(placeIn('DEPTO EN NUNEZ')).toBe('ar-barrio-nunez');
    expect(placeIn('casa en neuquen')).toBe('ar-geonames-3843123');
  });

  it('prefers the city to the province of the same name', () => {
    expect(placeIn('Departamento en Córdoba capital')).toBe('ar-geonames-3860259');
    expect(placeIn('Casa en Santa Fe')).toBe('ar-geonames-3836277');
    expect(placeIn('Campo en la provincia de Córdoba')).toBe('ar-province-cordoba');
  });

  it('reads a trailing province as a qualifier of the place before it', () => {
    expect(placeIn('Casa en Rosario, Santa Fe')).toBe('ar-geonames-3838583');
    expect(placeIn('Casa en Pilar, Córdoba')).toBe('ar-geonames-3841149');
    expect(placeIn('Casa en Pilar, Bs As')).toBe('ar-geonames-3429980');
    expect(placeIn('Palermo, CABA')).toBe('ar-barrio-palermo');
  });

  it('prefers the most specific place: barrio over city, city over region', () => {
    expect(placeIn('Nordelta, Tigre')).toBe('ar-zona-nordelta');
    expect(placeIn('Olivos, zona norte')).toBe('ar-geonames-3430310');
  });

  it('lets the longest name win', () => {
    expect(placeIn('PH en Villa del Parque')).toBe('ar-barrio-villa-del-parque');
    expect(placeIn('Depto en San Nicolás de los Arroyos')).toBe('ar-geonames-3836846');
  });

  it('does not take ordinary words for towns', () => {
    expect(placeIn('Casa en esquina con patio')).toBeNull();
    expect(placeIn('Remera azul talle M')).toBeNull();
    expect(placeIn('Necesito la plata ya, vendo heladera')).toBeNull();
    expect(placeIn('Mercedes Benz C200 impecable')).toBeNull();
    expect(placeIn('Casa sin expensas, unión de dos lotes')).toBeNull();
    expect(placeIn('Apto crédito, centro de la ciudad')).toBeNull();
  });

  it('still finds those towns with a cue around them', () => {
    expect(placeIn('Depto en La Plata')).toBe('ar-geonames-3432043');
    expect(placeIn('Casa en Esquina, Corrientes')).toBe('ar-geonames-3434095');
    expect(placeIn('Casa 3 amb en Mercedes, Buenos Aires')).toBe('ar-geonames-3430708');
    expect(placeIn('Casa en zona Azul')).toBe('ar-geonames-3436199');
  });

  it('does not take streets for places', () => {
    expect(placeIn('Oficina sobre Av. Santa Fe al 1500')).toBeNull();
    expect(placeIn('Local en Av. Rivadavia, Flores')).toBe('ar-barrio-flores');
  });

  it('gives the spans of every place name it read', () => {
    const mention = argentinePlaceMatcher.findPlace('Casa en Rosario, Santa Fe');
    expect(mention?.spans).toEqual([
      { start: 8, end: 15 },
      { start: 17, end: 25 },
    ]);
  });

  it('finds nothing when no place is named', () => {
    expect(argentinePlaceMatcher.findPlace('Toyota Hilux 2019 impecable')).toBeNull();
  });
});
