// Labelled quick-search texts for the readings issue 18 found missing: 'sin expensas', the currency
// word before the number, ranges running into the price, a model without its brand, the version
// apart from the model, numeric and several talles, common colours, the currency a bare budget has.
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import { BELGRANO, CABALLITO, PALERMO, PILAR } from '../places.ts';

export const argentineReadings: LabelledSearch[] = [
  {
    text: 'Depto en Palermo sin expensas USD 100.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 100_000 },
      extras: { expensas: atMost(0) },
      places: [PALERMO],
    },
  },
  {
    text: 'PH en Caballito sin expensas hasta 100 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['propiedad-horizontal-ph'],
      currency: 'USD',
      amount: { max: 100_000 },
      extras: { expensas: atMost(0) },
      places: [CABALLITO],
    },
  },
  {
    text: 'casa en Pilar dólares 210.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 210_000 },
      places: [PILAR],
    },
  },
  {
    text: 'departamento pesos 95.000.000 en Belgrano',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 95_000_000 },
      places: [BELGRANO],
    },
  },
  {
    text: 'auto precio dólares 64.500',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['autos'], currency: 'USD', amount: { max: 64_500 } },
  },
  {
    text: 'camioneta diesel desde 2017 hasta 25 millones de pesos',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['camionetas'],
      currency: 'ARS',
      amount: { max: 25_000_000 },
      extras: { combustible: 'diesel', anio: atLeast(2017) },
    },
  },
  {
    text: 'auto del 2015 al 2018 hasta $ 12.000.000',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['autos'],
      currency: 'ARS',
      amount: { max: 12_000_000 },
      extras: { anio: between(2015, 2018) },
    },
  },
  {
    text: 'Cronos 0km',
    typeGiven: null,
    expected: { type: 'vehiculos', extras: { marca: 'fiat', modelo: 'cronos', kilometros: atMost(0) } },
  },
  {
    text: 'Gol Power 2009 con GNC',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'volkswagen', modelo: 'gol', version: 'power', anio: exact(2009), combustible: 'gnc' },
    },
  },
  {
    text: 'Hilux SRV 4x4 desde 2018',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'toyota', modelo: 'hilux', version: 'srv 4x4', anio: atLeast(2018) },
    },
  },
  {
    text: 'casa en Pilar hasta 300 mil',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 300_000 },
      places: [PILAR],
    },
  },
  {
    text: 'depto en Caballito hasta 90 millones',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 90_000_000 },
      places: [CABALLITO],
    },
  },
  {
    text: 'Corolla hasta 20 mil',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'USD',
      amount: { max: 20_000 },
      extras: { marca: 'toyota', modelo: 'corolla' },
    },
  },
  {
    text: 'zapatillas talle 42 negras',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: '42', color: 'negro' } },
  },
  {
    text: 'remeras talles M, L y XL celeste o bordó',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['indumentaria'],
      extras: { talle: ['m', 'l', 'xl'], color: ['celeste', 'bordo'] },
    },
  },
  {
    text: 'jean talle 40 hasta 50 mil',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['indumentaria'],
      currency: 'ARS',
      amount: { max: 50_000 },
      extras: { talle: '40' },
    },
  },
  {
    text: 'zapatillas talle 38 al 40 blancas',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: ['38', '39', '40'], color: 'blanco' } },
  },
  {
    text: 'depto con expensas de hasta 70.000 en Palermo',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { expensas: atMost(70_000) },
      places: [PALERMO],
    },
  },
];
