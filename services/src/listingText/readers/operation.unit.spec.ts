// Quick create reads what a property is offered for, as Argentine sellers write it (issue 35).
import { describe, expect, it } from 'vitest';
import { parseDemo } from '../../../labelled/parseDemo.ts';

const operationOf = (text: string) => {
  const { operation, price_period } = parseDemo('inmuebles', text);
  return { operation, price_period };
};

describe('the operation a seller states', () => {
  it.each([
    ['Vendo depto 2 amb en Palermo, USD 95.000', 'sale', null],
    ['Casa en venta en Tigre, 4 ambientes, U$S 250.000', 'sale', null],
    ['Alquilo depto 2 amb en Villa Crespo', 'rent', 'month'],
    ['Se alquila PH 3 ambientes en Caballito', 'rent', 'month'],
    ['Monoambiente para alquilar en Almagro', 'rent', 'month'],
    ['Depto 3 amb en Belgrano U$S 650 por mes', 'rent', 'month'],
    ['Depto 2 amb en Palermo $ 450.000 + expensas', 'rent', 'month'],
    ['Alquiler temporario en Pinamar, casa 4 amb, U$S 120 por día', 'temporary_rent', 'night'],
    ['Casa para la temporada en Mar del Plata, $ 90.000 la noche', 'temporary_rent', 'night'],
    ['Depto amoblado alquiler temporario por mes en Recoleta, USD 900', 'temporary_rent', 'month'],
  ])('%s → %s', (text, operation, period) => {
    expect(operationOf(text)).toEqual({ operation, price_period: period });
  });

  it.each([
    ['Alquilo depto 2 amb en Palermo 500 mil x mes', 500_000, 'rent', 'month'],
    ['Alquilo depto 2 amb en Palermo 500000 x mes', 500_000, 'rent', 'month'],
    ['Casa en Pinamar, 4 dorm, 150000 la noche', 150_000, 'temporary_rent', 'night'],
  ])('reads the price a period follows: %s', (text, amount, operation, period) => {
    expect(parseDemo('inmuebles', text)).toMatchObject({ amount, operation, price_period: period });
  });

  it("keeps a rent's contract length out of the property's age", () => {
    const fields = parseDemo(
      'inmuebles',
      'Alquilo casa en Tigre, contrato por 3 años, 10 años de antigüedad, $ 900.000',
    );
    expect(fields.extras).toEqual({ antiguedad: 10 });
    expect(fields.amount).toBe(900_000);
  });

  it('keeps a sale a sale when only the expensas are per month', () => {
    expect(operationOf('Vendo depto 3 amb, USD 140.000, expensas $ 90.000 por mes')).toEqual({
      operation: 'sale',
      price_period: null,
    });
  });

  it('says nothing when neither the words nor a price tell', () => {
    expect(operationOf('Departamento de 3 ambientes en Palermo con balcón')).toEqual({
      operation: undefined,
      price_period: undefined,
    });
  });

  it('fills no operation for types without one', () => {
    expect(parseDemo('vehiculos', 'Alquilo camioneta Toyota Hilux por día')).not.toHaveProperty('operation');
  });
});

describe('a pickup place (issue 34, item 9)', () => {
  it("reads 'Retiro en Villa Crespo' as Villa Crespo, and 'en Retiro' still as the barrio", () => {
    expect(parseDemo('inmuebles', 'Retiro en Villa Crespo. Depto 2 amb USD 90.000').address?.reference).toBe(
      'ar-barrio-villa-crespo',
    );
    expect(parseDemo('inmuebles', 'Depto 2 amb, USD 90.000. Retiro en Villa Crespo').address?.reference).toBe(
      'ar-barrio-villa-crespo',
    );
    expect(parseDemo('inmuebles', 'Depto 2 amb en Retiro, USD 90.000').address?.reference).toBe('ar-barrio-retiro');
  });
});
