import { describe, expect, it } from 'vitest';
import { parseDemo } from '../../../labelled/parseDemo.ts';

const price = (text: string, type: 'inmuebles' | 'vehiculos' | 'productos' = 'productos') => {
  const { amount, amount_sale, currency } = parseDemo(type, text);
  return { amount, amount_sale, currency };
};

describe('reading the price', () => {
  it.each([
    ['Remera $ 45.000', 45_000, 'ARS'],
    ['Depto $ 45.000.000', 45_000_000, 'ARS'],
    ['Depto USD 95.000', 95_000, 'USD'],
    ['Depto U$S 95.000', 95_000, 'USD'],
    ['Depto u$d 95.000', 95_000, 'USD'],
    ['Depto US$ 95.000', 95_000, 'USD'],
    ['Depto usd95000', 95_000, 'USD'],
    ['Depto 95000 dólares', 95_000, 'USD'],
    ['Depto 95000 dolares', 95_000, 'USD'],
    ['Depto ARS 1.200.000', 1_200_000, 'ARS'],
    ['Depto 1.200.000 pesos', 1_200_000, 'ARS'],
    ['Depto 120 mil usd', 120_000, 'USD'],
    ['Depto 1,5 M de pesos', 1_500_000, 'ARS'],
    ['Depto USD 1.5M', 1_500_000, 'USD'],
    ['Depto 2 palos verdes', 2_000_000, 'USD'],
    ['Campera 45 lucas', 45_000, 'ARS'],
    ['Depto 95,000 usd', 95_000, 'USD'],
  ])('%s → %d %s', (text, amount, currency) => {
    expect(price(text)).toEqual({ amount, amount_sale: undefined, currency });
  });

  it.each([
    ['Buzo 120 mil', 120_000],
    ['Buzo 120k', 120_000],
    ['Auto 1.5 millones', 1_500_000],
    ['Auto 13,5 millones', 13_500_000],
    ['Mesa, precio 95000', 95_000],
  ])('reads %s without inventing a currency', (text, amount) => {
    expect(price(text)).toEqual({ amount, amount_sale: undefined, currency: undefined });
  });

  it('reads the previous price and the offer', () => {
    expect(price('Buzo antes $ 40.000 ahora $ 32.000')).toEqual({
      amount: 40_000,
      amount_sale: 32_000,
      currency: 'ARS',
    });
    expect(price('Camisa antes 45 mil, ahora 38 mil')).toEqual({
      amount: 45_000,
      amount_sale: 38_000,
      currency: undefined,
    });
    expect(price('Precio $ 50.000, oferta $ 45.000')).toEqual({ amount: 50_000, amount_sale: 45_000, currency: 'ARS' });
    expect(price('Casa antes 250 mil dólares, ahora 220 mil', 'inmuebles')).toEqual({
      amount: 250_000,
      amount_sale: 220_000,
      currency: 'USD',
    });
    expect(price('Campera antes 120, ahora 100 mil')).toEqual({
      amount: 120_000,
      amount_sale: 100_000,
      currency: undefined,
    });
  });

  it('keeps a lone offer price as the price', () => {
    expect(price('Vestido rosa, oferta $ 25.000')).toEqual({ amount: 25_000, amount_sale: undefined, currency: 'ARS' });
  });

  it('does not take quantities, expensas, instalments, years or screens for the price', () => {
    expect(price('Auto 2019, 80 mil km, USD 15.000', 'vehiculos').amount).toBe(15_000);
    expect(price('Depto expensas $ 80.000, USD 95.000', 'inmuebles').amount).toBe(95_000);
    expect(price('Depto USD 180 mil expensas 200 mil', 'inmuebles').amount).toBe(180_000);
    expect(price('Depto $ 45.000 de expensas', 'inmuebles').amount).toBeUndefined();
    expect(price('Depto anticipo USD 30.000 y 24 cuotas de USD 1.000', 'inmuebles').amount).toBeUndefined();
    expect(price('Smart TV 4K 50 pulgadas, $ 480.000').amount).toBe(480_000);
    expect(price('Terreno 300 m2 a 200 metros de la ruta', 'inmuebles').amount).toBeUndefined();
    expect(price('Ford Ka 2016 impecable', 'vehiculos').amount).toBeUndefined();
  });

  it('prefers a price with its currency to a bare number', () => {
    expect(price('Heladera 300 litros, 2 años, U$S 700').amount).toBe(700);
  });
});
