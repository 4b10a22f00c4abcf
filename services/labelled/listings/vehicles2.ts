// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';
import { MENDOZA } from '../places.ts';

export const vehicles2: LabelledListing[] = [
  {
    text: 'Fiat Toro Freedom diesel 2020 automática 4x4, 70.000 km, antes USD 27.000, ahora USD 25.000',
    type: 'vehiculos',
    expected: {
      amount: 27_000,
      amount_sale: 25_000,
      currency: 'USD',
      extras: {
        marca: 'fiat',
        modelo: 'Toro',
        version: 'Freedom',
        combustible: 'diesel',
        anio: 2020,
        transmision: 'automatica',
        kilometros: 70_000,
      },
    },
  },
  {
    text: 'Peugeot 308 2012 nafta mecanica 160 mil km 4.8 millones, La Plata',
    type: 'vehiculos',
    expected: {
      amount: 4_800_000,
      extras: {
        marca: 'peugeot',
        modelo: '308',
        anio: 2012,
        combustible: 'nafta',
        transmision: 'manual',
        kilometros: 160_000,
      },
      address: 'ar-geonames-3432043',
    },
  },
  {
    text: 'Toyota Etios XLS 2017 nafta 85 mil kilómetros, papeles al día, $ 9.800.000 en Mendoza',
    type: 'vehiculos',
    expected: {
      amount: 9_800_000,
      currency: 'ARS',
      extras: {
        marca: 'toyota',
        modelo: 'Etios',
        version: 'XLS',
        anio: 2017,
        combustible: 'nafta',
        kilometros: 85_000,
      },
      address: MENDOZA,
    },
  },
  {
    text: 'Nissan Frontier 2016 diesel manual 180.000 km camioneta de campo, 19 mil dólares',
    type: 'vehiculos',
    expected: {
      amount: 19_000,
      currency: 'USD',
      categories: ['camionetas'],
      extras: {
        marca: 'nissan',
        modelo: 'Frontier',
        anio: 2016,
        combustible: 'diesel',
        transmision: 'manual',
        kilometros: 180_000,
      },
    },
  },
  {
    text: 'auto electrico Renault Zoe 2021 20 mil km usd 22000',
    type: 'vehiculos',
    expected: {
      amount: 22_000,
      currency: 'USD',
      categories: ['autos'],
      extras: { combustible: 'electrico', marca: 'renault', modelo: 'Zoe', anio: 2021, kilometros: 20_000 },
    },
  },
  {
    text: 'Jeep Compass Longitude 2019 automática nafta 65.000 km, $ 28.000.000, Bahía Blanca',
    type: 'vehiculos',
    expected: {
      amount: 28_000_000,
      currency: 'ARS',
      extras: {
        marca: 'jeep',
        modelo: 'Compass',
        version: 'Longitude',
        transmision: 'automatica',
        combustible: 'nafta',
        anio: 2019,
        kilometros: 65_000,
      },
      address: 'ar-geonames-3865086',
    },
  },
  {
    text: 'VW Saveiro cabina simple 2015 nafta 140 mil km $ 7 palos',
    type: 'vehiculos',
    expected: {
      amount: 7_000_000,
      currency: 'ARS',
      extras: { marca: 'volkswagen', modelo: 'Saveiro', anio: 2015, combustible: 'nafta', kilometros: 140_000 },
    },
  },
  {
    text: 'Chevrolet Cruze LTZ 2017 automático 90.000 km nafta U$S 17.500',
    type: 'vehiculos',
    expected: {
      amount: 17_500,
      currency: 'USD',
      extras: {
        marca: 'chevrolet',
        modelo: 'Cruze',
        version: 'LTZ',
        transmision: 'automatica',
        anio: 2017,
        kilometros: 90_000,
        combustible: 'nafta',
      },
    },
  },
  {
    text: 'Ford Focus 2014 GNC 5ta, manual, 170 mil km, $ 8.000.000, Morón',
    type: 'vehiculos',
    expected: {
      amount: 8_000_000,
      currency: 'ARS',
      extras: {
        marca: 'ford',
        modelo: 'Focus',
        anio: 2014,
        combustible: 'gnc',
        transmision: 'manual',
        kilometros: 170_000,
      },
      address: 'ar-geonames-3430545',
    },
  },
];
