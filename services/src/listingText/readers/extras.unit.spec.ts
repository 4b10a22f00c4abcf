import { describe, expect, it } from 'vitest';
import { parseDemo } from '../../../labelled/parseDemo.ts';

const extrasOf = (type: 'inmuebles' | 'vehiculos' | 'productos', text: string) => parseDemo(type, text).extras;

describe('number extras', () => {
  it('reads a number with its unit after it, abbreviated or spelled out', () => {
    expect(extrasOf('inmuebles', 'Depto 3 amb 2 dorm 1 baño')).toEqual({ ambientes: 3, dormitorios: 2, banos: 1 });
    expect(extrasOf('inmuebles', 'Depto de tres ambientes y dos baños')).toEqual({ ambientes: 3, banos: 2 });
    expect(extrasOf('inmuebles', 'Casa 4 habitaciones')).toEqual({ dormitorios: 4 });
    expect(extrasOf('inmuebles', 'Depto 2amb')).toEqual({ ambientes: 2 });
  });

  it('reads fixed phrases: monoambiente is 1 ambiente, a estrenar is 0 years old', () => {
    expect(extrasOf('inmuebles', 'Monoambiente a estrenar')).toEqual({ ambientes: 1, antiguedad: 0 });
  });

  it('reads the age before or after its label', () => {
    expect(extrasOf('inmuebles', 'Casa con 10 años de antigüedad')).toEqual({ antiguedad: 10 });
    expect(extrasOf('inmuebles', 'Casa, antigüedad: 25 años')).toEqual({ antiguedad: 25 });
  });

  it('reads covered and total surfaces, a bare one by the property named', () => {
    expect(extrasOf('inmuebles', 'Casa 180 m2 cubiertos sobre lote de 600 m²')).toEqual({
      m2_cubiertos: 180,
      m2_totales: 600,
    });
    expect(extrasOf('inmuebles', 'Depto 45 mts')).toEqual({ m2_cubiertos: 45 });
    expect(extrasOf('inmuebles', 'Oficina de 60 m2')).toEqual({ m2_cubiertos: 60 });
    expect(extrasOf('inmuebles', 'Casa de 300 m2')).toEqual({ m2_totales: 300 });
    expect(extrasOf('inmuebles', 'Terreno 600 m2')).toEqual({ m2_totales: 600 });
    expect(extrasOf('inmuebles', 'Depto 80 m2 totales')).toEqual({ m2_totales: 80 });
    expect(extrasOf('inmuebles', 'Casa 120 metros cuadrados, 95 cubiertos')).toEqual({
      m2_totales: 120,
      m2_cubiertos: 95,
    });
    expect(extrasOf('inmuebles', 'Casa sup. cubierta 90 m2')).toEqual({ m2_cubiertos: 90 });
    expect(extrasOf('inmuebles', 'Depto 50 m2 + 10 m2 semicubiertos')).toEqual({ m2_cubiertos: 50 });
  });

  it('reads the expensas as a number, apart from the price', () => {
    expect(extrasOf('inmuebles', 'Depto USD 95.000, expensas $ 45.000')).toEqual({ expensas: 45_000 });
    expect(extrasOf('inmuebles', 'Depto, expensas 60 mil')).toEqual({ expensas: 60_000 });
  });

  it('reads kilometres and the year of a vehicle', () => {
    expect(extrasOf('vehiculos', 'Auto 2019, 85.000 km')).toEqual({ anio: 2019, kilometros: 85_000 });
    expect(extrasOf('vehiculos', 'Auto modelo 2014, 120 mil kilómetros')).toEqual({ anio: 2014, kilometros: 120_000 });
    expect(extrasOf('vehiculos', 'Fiat Cronos 0km')).toMatchObject({ kilometros: 0 });
    expect(extrasOf('vehiculos', 'Auto año 2015')).toEqual({ anio: 2015 });
  });

  it('does not read a model number right after the brand as the year', () => {
    expect(extrasOf('vehiculos', 'Peugeot 2008 Allure')).toEqual({
      marca: 'peugeot',
      modelo: '2008',
      version: 'Allure',
    });
  });

  it('drops a value its validations reject instead of clamping it', () => {
    expect(extrasOf('inmuebles', 'Depto 11 ambientes')).toEqual({});
    expect(extrasOf('inmuebles', 'Casa 15 baños')).toEqual({});
    expect(extrasOf('vehiculos', 'Auto modelo 1930')).toEqual({});
    expect(extrasOf('inmuebles', 'Casa 1,5 baños')).toEqual({});
  });
});

describe('option extras', () => {
  it('reads a select by option title, accents and gender aside', () => {
    expect(extrasOf('vehiculos', 'Citroën C3')).toMatchObject({ marca: 'citroen' });
    expect(extrasOf('productos', 'Zapatillas negras')).toEqual({ color: 'negro' });
    expect(extrasOf('productos', 'Remeras blancas')).toEqual({ color: 'blanco' });
  });

  it('reads synonyms and abbreviations', () => {
    expect(extrasOf('vehiculos', 'VW Gol')).toMatchObject({ marca: 'volkswagen' });
    expect(extrasOf('vehiculos', 'Auto gasoil')).toEqual({ combustible: 'diesel' });
    expect(extrasOf('vehiculos', 'Auto a GNC')).toEqual({ combustible: 'gnc' });
    expect(extrasOf('vehiculos', 'Auto híbrido')).toEqual({ combustible: 'hibrido' });
    expect(extrasOf('vehiculos', 'Auto eléctrico')).toEqual({ combustible: 'electrico' });
  });

  it('reads a radio: manual or automática', () => {
    expect(extrasOf('vehiculos', 'Auto caja automática')).toEqual({ transmision: 'automatica' });
    expect(extrasOf('vehiculos', 'Auto automático')).toEqual({ transmision: 'automatica' });
    expect(extrasOf('vehiculos', 'Auto manual')).toEqual({ transmision: 'manual' });
  });

  it('reads every checked option of a checkbox, leaving out negated ones', () => {
    expect(extrasOf('inmuebles', 'Depto con piscina, parrilla, gym y S.U.M.')).toEqual({
      amenities: ['pileta', 'parrilla', 'gimnasio', 'sum'],
    });
    expect(extrasOf('inmuebles', 'Depto con balcón, sin pileta ni parrilla')).toEqual({ amenities: ['balcon'] });
  });

  it('reads a size, letter or number, only after its cue', () => {
    expect(extrasOf('productos', 'Remera talle M')).toEqual({ talle: 'm' });
    expect(extrasOf('productos', 'Buzo talles S, M y L')).toEqual({ talle: 's' });
    expect(extrasOf('productos', 'Remera M de algodón')).toEqual({});
    expect(extrasOf('productos', 'Zapatillas talle 42')).toEqual({ talle: '42' });
    expect(extrasOf('productos', 'Botas número 39')).toEqual({ talle: '39' });
    expect(extrasOf('productos', 'Zapatillas 42 pares')).toEqual({});
  });
});

describe('boolean extras', () => {
  it('is true when mentioned, false when negated, absent otherwise', () => {
    expect(extrasOf('inmuebles', 'Depto con cochera')).toEqual({ cochera: true });
    expect(extrasOf('inmuebles', 'Casa con garage')).toEqual({ cochera: true });
    expect(extrasOf('inmuebles', 'Depto sin cochera')).toEqual({ cochera: false });
    expect(extrasOf('inmuebles', 'Depto apto crédito')).toEqual({ apto_credito: true });
    expect(extrasOf('inmuebles', 'Depto no apto credito')).toEqual({ apto_credito: false });
    expect(extrasOf('inmuebles', 'Depto luminoso')).toEqual({});
  });

  it('leaves out an optional extra', () => {
    expect(extrasOf('inmuebles', 'Depto, cochera opcional')).toEqual({});
  });
});

describe('text extras', () => {
  it('reads the model after the brand and the version after the model', () => {
    expect(extrasOf('vehiculos', 'Toyota Hilux SRV 4x4 2019')).toMatchObject({ modelo: 'Hilux', version: 'SRV 4x4' });
    expect(extrasOf('vehiculos', 'vendo vw gol trend, impecable')).toMatchObject({ modelo: 'Gol Trend' });
    expect(extrasOf('vehiculos', 'VW Gol Trend 1.6 Highline')).toMatchObject({
      modelo: 'Gol Trend',
      version: '1.6 Highline',
    });
    expect(extrasOf('vehiculos', 'Ford Ka 2016')).toEqual({ marca: 'ford', modelo: 'Ka', anio: 2016 });
  });

  it('infers the brand from a known model, and reads no model without one', () => {
    expect(extrasOf('vehiculos', 'Vendo Cronos 0km')).toEqual({ marca: 'fiat', modelo: 'Cronos', kilometros: 0 });
    expect(extrasOf('vehiculos', 'Gol Power 2009')).toEqual({
      marca: 'volkswagen',
      modelo: 'Gol',
      version: 'Power',
      anio: 2009,
    });
    expect(extrasOf('vehiculos', 'Auto impecable 2019')).toEqual({ anio: 2019 });
    expect(extrasOf('vehiculos', 'Auto ideal para uno que empieza')).toEqual({});
    expect(extrasOf('vehiculos', 'Camioneta modelo: Amarok')).toEqual({ marca: 'volkswagen', modelo: 'Amarok' });
  });
});
