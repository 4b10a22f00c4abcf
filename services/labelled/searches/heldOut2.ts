// Held-out quick-search texts written on 2026-11-26, after the engine was frozen (see
// heldOutSearches.ts): new wording for the readings issue 18 asked for, and traps (a bike's
// "rodado 29", a notebook's "16 GB") that must not become talles.
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import {
  BELGRANO,
  CORDOBA,
  LA_PLATA,
  MAR_DEL_PLATA,
  MENDOZA,
  NORDELTA,
  NUNEZ,
  PALERMO,
  PILAR,
  RECOLETA,
  ROSARIO,
  VILLA_URQUIZA,
} from '../places.ts';

const homes: LabelledSearch[] = [
  {
    text: 'Alquiler depto 2 ambientes en Núñez hasta 600 mil pesos',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 600_000 },
      extras: { ambientes: atLeast(2) },
      places: [NUNEZ],
    },
  },
  {
    text: 'casa con pileta y parrilla en Nordelta, 3 dormitorios, hasta US$ 450.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 450_000 },
      extras: { amenities: ['pileta', 'parrilla'], dormitorios: atLeast(3) },
      places: [NORDELTA],
    },
  },
  {
    text: 'oficina en Recoleta de 80 m2 o más',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['oficina'],
      extras: { m2_cubiertos: atLeast(80) },
      places: [RECOLETA],
    },
  },
  {
    text: 'terreno en Córdoba hasta 40 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['terreno'],
      currency: 'USD',
      amount: { max: 40_000 },
      places: [CORDOBA],
    },
  },
  {
    text: 'local comercial en Mar del Plata con expensas de hasta 50.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['local-comercial'],
      extras: { expensas: atMost(50_000) },
      places: [MAR_DEL_PLATA],
    },
  },
  {
    text: 'PH 4 ambientes con patio en Villa Urquiza, apto crédito',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: atLeast(4), apto_credito: true },
      places: [VILLA_URQUIZA],
    },
  },
  {
    text: 'departamento de 2 dormitorios y 2 baños en La Plata',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { dormitorios: atLeast(2), banos: atLeast(2) },
      places: [LA_PLATA],
    },
  },
  {
    text: 'casa en Mendoza hasta 120 mil',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 120_000 },
      places: [MENDOZA],
    },
  },
  {
    text: 'depto en Rosario hasta 60 millones',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 60_000_000 },
      places: [ROSARIO],
    },
  },
  {
    text: 'monoambiente en Belgrano sin expensas',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { ambientes: exact(1), expensas: atMost(0) },
      places: [BELGRANO],
    },
  },
  {
    text: 'casa 3 dormitorios entre 150 y 200 mil dólares en Pilar',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { min: 150_000, max: 200_000 },
      extras: { dormitorios: atLeast(3) },
      places: [PILAR],
    },
  },
  {
    text: 'depto con balcón y cochera en Palermo',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { amenities: ['balcon'], cochera: true },
      places: [PALERMO],
    },
  },
];

const vehicles: LabelledSearch[] = [
  {
    text: 'Amarok V6 automática 2020 en adelante',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'volkswagen', modelo: 'amarok', version: 'v6', transmision: 'automatica', anio: atLeast(2020) },
    },
  },
  {
    text: 'Ford Ranger diésel menos de 100.000 km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'ford', modelo: 'ranger', combustible: 'diesel', kilometros: atMost(100_000) },
    },
  },
  {
    text: 'moto Honda Wave hasta 2 millones de pesos',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['motos'],
      currency: 'ARS',
      amount: { max: 2_000_000 },
      extras: { marca: 'honda', modelo: 'wave' },
    },
  },
  {
    text: 'Peugeot 208 nafta del 2019 al 2021',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'peugeot', modelo: '208', combustible: 'nafta', anio: between(2019, 2021) },
    },
  },
  {
    text: 'utilitario Renault Kangoo hasta 15 millones',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['utilitarios'],
      currency: 'ARS',
      amount: { max: 15_000_000 },
      extras: { marca: 'renault', modelo: 'kangoo' },
    },
  },
  {
    text: 'auto eléctrico',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['autos'], extras: { combustible: 'electrico' } },
  },
  {
    text: 'Etios automático hasta 12 mil dólares',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'USD',
      amount: { max: 12_000 },
      extras: { marca: 'toyota', modelo: 'etios', transmision: 'automatica' },
    },
  },
  {
    text: 'Fiat Toro Volcano 4x4 diesel',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'fiat', modelo: 'toro', version: 'volcano 4x4', combustible: 'diesel' },
    },
  },
  {
    text: '2018 en adelante hasta 25 mil dólares',
    typeGiven: 'vehiculos',
    expected: { type: 'vehiculos', currency: 'USD', amount: { max: 25_000 }, extras: { anio: atLeast(2018) } },
  },
];

const products: LabelledSearch[] = [
  {
    text: 'campera de cuero negra talle L',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { talle: 'l', color: 'negro' } },
  },
  {
    text: 'zapatillas running talle 39 o 40',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: ['39', '40'] } },
  },
  {
    text: 'vestido rosa o violeta talle S',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { talle: 's', color: ['rosa', 'violeta'] } },
  },
  {
    text: 'bicicleta rodado 29 hasta $300.000',
    typeGiven: null,
    expected: { type: 'productos', categories: ['deportes'], currency: 'ARS', amount: { max: 300_000 } },
  },
  {
    text: 'notebook 16 GB de RAM hasta 1.500 dólares',
    typeGiven: null,
    expected: { type: 'productos', categories: ['electronica'], currency: 'USD', amount: { max: 1_500 } },
  },
];

export const heldOut2: LabelledSearch[] = [...homes, ...vehicles, ...products];
