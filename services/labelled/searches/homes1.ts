// Labelled quick-search texts (see labelledSearches.ts).
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import {
  BELGRANO,
  CABA,
  CABALLITO,
  CORDOBA,
  LA_PLATA,
  MAR_DEL_PLATA,
  NORDELTA,
  NUNEZ,
  PALERMO,
  PILAR,
  RECOLETA,
  ROSARIO,
} from '../places.ts';

export const homes1: LabelledSearch[] = [
  {
    text: 'depto 2 amb en Palermo hasta 120 mil dólares con cochera',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 120_000 },
      extras: { ambientes: atLeast(2), cochera: true },
      places: [PALERMO],
    },
  },
  {
    text: 'departamento 3 ambientes Belgrano',
    typeGiven: 'inmuebles',
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { ambientes: atLeast(3) },
      places: [BELGRANO],
    },
  },
  {
    text: 'monoambiente en Caballito hasta USD 70.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 70_000 },
      extras: { ambientes: exact(1) },
      places: [CABALLITO],
    },
  },
  {
    text: 'casa con pileta y parrilla en Pilar',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa'],
      extras: { amenities: ['pileta', 'parrilla'] },
      places: [PILAR],
    },
  },
  {
    text: 'casa o PH en Pilar, entre 100 y 150 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa', 'propiedad-horizontal-ph'],
      currency: 'USD',
      amount: { min: 100_000, max: 150_000 },
      places: [PILAR],
    },
  },
  {
    text: 'departamento de 2 a 3 ambientes en Palermo o Belgrano',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { ambientes: between(2, 3) },
      places: [PALERMO, BELGRANO],
    },
  },
  {
    text: 'PH 3 amb con patio apto crédito en Caballito',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: atLeast(3), apto_credito: true },
      places: [CABALLITO],
    },
  },
  {
    text: 'depto a estrenar en Nordelta con amenities, gimnasio y sum',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { antiguedad: atMost(0), amenities: ['gimnasio', 'sum'] },
      places: [NORDELTA],
    },
  },
  {
    text: 'terreno en Pilar de más de 500 m2',
    typeGiven: null,
    expected: { type: 'inmuebles', categories: ['terreno'], extras: { m2_totales: atLeast(500) }, places: [PILAR] },
  },
  {
    text: 'casa 4 dormitorios 2 baños cochera en Córdoba',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa'],
      extras: { dormitorios: atLeast(4), banos: atLeast(2), cochera: true },
      places: [CORDOBA],
    },
  },
  {
    text: 'local comercial en Rosario',
    typeGiven: null,
    expected: { type: 'inmuebles', categories: ['local-comercial'], places: [ROSARIO] },
  },
  {
    text: 'oficina en Recoleta hasta 200 mil usd',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['oficina'],
      currency: 'USD',
      amount: { max: 200_000 },
      places: [RECOLETA],
    },
  },
  {
    text: 'depto sin expensas altas, expensas hasta 80 mil, 2 ambientes en Núñez',
    typeGiven: 'inmuebles',
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { expensas: atMost(80_000), ambientes: atLeast(2) },
      places: [NUNEZ],
    },
  },
  {
    text: 'departamento con balcón y pileta en Palermo, 3 ambientes o más',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { amenities: ['pileta', 'balcon'], ambientes: atLeast(3) },
      places: [PALERMO],
    },
  },
  {
    text: 'casa en Mar del Plata con cochera, antigüedad menos de 20 años',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa'],
      extras: { cochera: true, antiguedad: atMost(20) },
      places: [MAR_DEL_PLATA],
    },
  },
  {
    text: 'dpto 1 dormitorio La Plata hasta 60000 dolares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 60_000 },
      extras: { dormitorios: atLeast(1) },
      places: [LA_PLATA],
    },
  },
  {
    text: 'depto sin cochera en CABA desde 80 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { min: 80_000 },
      extras: { cochera: false },
      places: [CABA],
    },
  },
  {
    text: 'casa quinta con pileta en Pilar hasta 250 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 250_000 },
      extras: { amenities: ['pileta'] },
      places: [PILAR],
    },
  },
  {
    text: 'departamento 70 m2 cubiertos en Caballito',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      extras: { m2_cubiertos: atLeast(70) },
      places: [CABALLITO],
    },
  },
  {
    text: 'semipiso 4 ambientes con seguridad en Recoleta, de 300 a 400 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { min: 300_000, max: 400_000 },
      extras: { ambientes: atLeast(4), amenities: ['seguridad'] },
      places: [RECOLETA],
    },
  },
  {
    text: 'lote en Nordelta',
    typeGiven: 'inmuebles',
    expected: { type: 'inmuebles', categories: ['terreno'], places: [NORDELTA] },
  },
  {
    text: 'depto 2 dormitorios en Córdoba hasta 50 millones de pesos',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 50_000_000 },
      extras: { dormitorios: atLeast(2) },
      places: [CORDOBA],
    },
  },
];
