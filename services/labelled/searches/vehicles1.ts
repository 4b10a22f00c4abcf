// Labelled quick-search texts (see labelledSearches.ts).
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import { CORDOBA } from '../places.ts';

export const vehicles1: LabelledSearch[] = [
  {
    text: 'Toyota Hilux 2019 diesel menos de 80000 km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: {
        marca: 'toyota',
        modelo: 'hilux',
        anio: exact(2019),
        combustible: 'diesel',
        kilometros: atMost(80_000),
      },
    },
  },
  {
    text: 'camioneta 4x4 diesel desde 2018',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['camionetas'], extras: { combustible: 'diesel', anio: atLeast(2018) } },
  },
  {
    text: 'Ford o Chevrolet del 2015 al 2018 automática',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: ['ford', 'chevrolet'], anio: between(2015, 2018), transmision: 'automatica' },
    },
  },
  {
    text: 'VW Gol Trend hasta 8 millones',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'ARS',
      amount: { max: 8_000_000 },
      extras: { marca: 'volkswagen', modelo: 'gol trend' },
    },
  },
  {
    text: 'auto automático nafta menos de 50.000 km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['autos'],
      extras: { transmision: 'automatica', combustible: 'nafta', kilometros: atMost(50_000) },
    },
  },
  {
    text: 'Fiat Cronos 2022 0km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'fiat', modelo: 'cronos', anio: exact(2022), kilometros: atMost(0) },
    },
  },
  {
    text: 'moto hasta 3 millones de pesos',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['motos'], currency: 'ARS', amount: { max: 3_000_000 } },
  },
  {
    text: 'Peugeot 208 manual con GNC',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'peugeot', modelo: '208', transmision: 'manual', combustible: 'gnc' },
    },
  },
  {
    text: 'Renault Kangoo utilitario diesel hasta 150 mil km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['utilitarios'],
      extras: { marca: 'renault', modelo: 'kangoo', combustible: 'diesel', kilometros: atMost(150_000) },
    },
  },
  {
    text: 'pick up Toyota o Ford entre 2016 y 2020 hasta 40 mil dólares',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['camionetas'],
      currency: 'USD',
      amount: { max: 40_000 },
      extras: { marca: ['toyota', 'ford'], anio: between(2016, 2020) },
    },
  },
  {
    text: 'Jeep Renegade automática 2020 en adelante',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'jeep', modelo: 'renegade', transmision: 'automatica', anio: atLeast(2020) },
    },
  },
  {
    text: 'Honda civic hasta u$s 15000',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'USD',
      amount: { max: 15_000 },
      extras: { marca: 'honda', modelo: 'civic' },
    },
  },
  {
    text: 'auto híbrido o eléctrico',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['autos'], extras: { combustible: ['electrico', 'hibrido'] } },
  },
  {
    text: 'Chevrolet Onix modelo 2021 con menos de 30 mil km',
    typeGiven: 'vehiculos',
    expected: {
      type: 'vehiculos',
      extras: { marca: 'chevrolet', modelo: 'onix', anio: exact(2021), kilometros: atMost(30_000) },
    },
  },
  {
    text: 'Nissan Frontier diésel, año 2017 o más, hasta 120.000 kilómetros',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: {
        marca: 'nissan',
        modelo: 'frontier',
        combustible: 'diesel',
        anio: atLeast(2017),
        kilometros: atMost(120_000),
      },
    },
  },
  {
    text: 'camioneta SUV automática hasta 35 mil dólares',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['camionetas'],
      currency: 'USD',
      amount: { max: 35_000 },
      extras: { transmision: 'automatica' },
    },
  },
  {
    text: 'Citroën C4 Cactus nafta',
    typeGiven: null,
    expected: { type: 'vehiculos', extras: { marca: 'citroen', modelo: 'c4 cactus', combustible: 'nafta' } },
  },
  {
    text: 'auto mecánico a gas hasta 5 palos',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['autos'],
      currency: 'ARS',
      amount: { max: 5_000_000 },
      extras: { transmision: 'manual', combustible: 'gnc' },
    },
  },
  {
    text: 'Toyota Corolla 2018 en Córdoba',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'toyota', modelo: 'corolla', anio: exact(2018) },
      places: [CORDOBA],
    },
  },
  {
    text: 'Volkswagen Amarok entre 20 y 30 mil dólares',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'USD',
      amount: { min: 20_000, max: 30_000 },
      extras: { marca: 'volkswagen', modelo: 'amarok' },
    },
  },
  {
    text: 'scooter eléctrico',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['motos'], extras: { combustible: 'electrico' } },
  },
  {
    text: 'Fiat Toro o Renault Duster hasta 100 mil km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: ['fiat', 'renault'], modelo: 'toro', kilometros: atMost(100_000) },
    },
  },
];
