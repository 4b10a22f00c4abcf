// Labelled quick-search texts about motorcycles (see labelledSearches.ts): a moto is a vehicle,
// its brand is read even when the catalogue knew only car brands before (issue 20, item 9), a
// colour is not a model, and the place named stays.
import { atMost, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import { CORDOBA, MENDOZA, ROSARIO, USHUAIA } from '../places.ts';

export const motorcycles1: LabelledSearch[] = [
  {
    text: 'Busco una moto Ducati roja en Ushuaia por menos de 100 pesos',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['motos'],
      currency: 'ARS',
      amount: { max: 100 },
      extras: { marca: 'ducati' },
      places: [USHUAIA],
    },
  },
  {
    text: 'moto Yamaha FZ 2020 en Córdoba',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      categories: ['motos'],
      extras: { marca: 'yamaha', modelo: 'fz', anio: exact(2020) },
      places: [CORDOBA],
    },
  },
  {
    text: 'moto Benelly roja',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['motos'] },
  },
  {
    text: 'Kawasaki Ninja 400 en Mendoza',
    typeGiven: null,
    expected: { type: 'vehiculos', extras: { marca: 'kawasaki', modelo: 'ninja 400' }, places: [MENDOZA] },
  },
  {
    text: 'Honda Wave en Rosario hasta 2 millones',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      currency: 'ARS',
      amount: { max: 2_000_000 },
      extras: { marca: 'honda', modelo: 'wave' },
      places: [ROSARIO],
    },
  },
  {
    text: 'Royal Enfield Himalayan 2022 menos de 15000 km',
    typeGiven: null,
    expected: {
      type: 'vehiculos',
      extras: { marca: 'royal_enfield', modelo: 'himalayan', anio: exact(2022), kilometros: atMost(15_000) },
    },
  },
  {
    text: 'scooter negra en Ushuaia',
    typeGiven: null,
    expected: { type: 'vehiculos', categories: ['motos'], places: [USHUAIA] },
  },
];
