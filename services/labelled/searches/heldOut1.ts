// Held-out quick-search texts (see heldOutSearches.ts).
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import { ALMAGRO, BARILOCHE, COLEGIALES, ROSARIO, SALTA, SAN_ISIDRO, TIGRE, VILLA_URQUIZA } from '../places.ts';

export const heldOut1: LabelledSearch[] = [
  {
    text: 'Busco depto de 3 ambientes en Villa Urquiza, máximo 140 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 140_000 },
      extras: { ambientes: atLeast(3) },
      places: [VILLA_URQUIZA],
    },
  },
  {
    text: 'quiero un PH con terraza y parrilla en Almagro',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['propiedad-horizontal-ph'],
      extras: { amenities: ['parrilla'] },
      places: [ALMAGRO],
    },
  },
  {
    text: 'casa en San Isidro con pileta, 4 dormitorios o más',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      extras: { amenities: ['pileta'], dormitorios: atLeast(4) },
      places: [SAN_ISIDRO],
    },
  },
  {
    text: 'departamento apto crédito en Rosario hasta 90.000 USD',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 90_000 },
      extras: { apto_credito: true },
      places: [ROSARIO],
    },
  },
  {
    text: 'terreno en Tigre de 600 a 1000 m2',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['terreno'],
      extras: { m2_totales: between(600, 1000) },
      places: [TIGRE],
    },
  },
  {
    text: 'cabaña o casa en Bariloche con cochera',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      extras: { cochera: true },
      places: [BARILOCHE],
    },
  },
  {
    text: 'monoambiente luminoso en Colegiales, expensas bajas',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { ambientes: exact(1) },
      places: [COLEGIALES],
    },
  },
  {
    text: 'Chevrolet Tracker automática 2021 o 2022',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'chevrolet', modelo: 'tracker', transmision: 'automatica', anio: between(2021, 2022) },
    },
  },
  {
    text: 'busco una Ranger o una Hilux diesel con menos de 100.000 km',
    typeGiven: 'vehiculos',
    expected: {
      type: 'vehiculos',
      extras: { marca: ['ford', 'toyota'], combustible: 'diesel', kilometros: atMost(100_000) },
    },
  },
  {
    text: 'Peugeot 2008 nafta hasta 20 millones',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'ARS',
      amount: { max: 20_000_000 },
      extras: { marca: 'peugeot', modelo: '2008', combustible: 'nafta' },
    },
  },
  {
    text: 'moto 150cc usada en Salta',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['motos'], places: [SALTA] },
  },
  {
    text: 'auto familiar Renault o Peugeot, a partir del 2017',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['autos'],
      extras: { marca: ['renault', 'peugeot'], anio: atLeast(2017) },
    },
  },
  {
    text: 'campera negra talle M o L',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { color: 'negro', talle: ['m', 'l'] } },
  },
  {
    text: 'auriculares bluetooth menos de $ 50.000',
    typeGiven: null,
    expected: { type: 'productos', categories: ['electronica'], currency: 'ARS', amount: { max: 50_000 } },
  },
  {
    text: 'escritorio blanco para home office',
    typeGiven: null,
    expected: { type: 'productos', categories: ['hogar'], extras: { color: 'blanco' } },
  },
  {
    text: 'zapatillas de running talle 42',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: '42' } },
  },
  {
    text: 'mountain bike entre 200 y 400 mil',
    typeGiven: null,
    expected: { type: 'productos', categories: ['deportes'], currency: 'ARS', amount: { min: 200_000, max: 400_000 } },
  },
  {
    text: 'pantalón de jean azul, talle S, hasta 25 lucas',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['indumentaria'],
      currency: 'ARS',
      amount: { max: 25_000 },
      extras: { color: 'azul', talle: 's' },
    },
  },
];
