// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';
import { CORDOBA, PALERMO, ROSARIO } from '../places.ts';

export const vehicles1: LabelledListing[] = [
  {
    text: 'Toyota Hilux SRV 4x4 2019, 85.000 km, diésel, manual. USD 38.000',
    type: 'vehiculos',
    expected: {
      amount: 38_000,
      currency: 'USD',
      extras: {
        marca: 'toyota',
        modelo: 'Hilux',
        version: 'SRV 4x4',
        anio: 2019,
        kilometros: 85_000,
        combustible: 'diesel',
        transmision: 'manual',
      },
    },
  },
  {
    text: 'Vendo VW Gol Trend 1.6 modelo 2014, nafta, 120 mil km, $ 8.500.000',
    type: 'vehiculos',
    expected: {
      amount: 8_500_000,
      currency: 'ARS',
      extras: {
        marca: 'volkswagen',
        modelo: 'Gol Trend',
        version: '1.6',
        anio: 2014,
        combustible: 'nafta',
        kilometros: 120_000,
      },
    },
  },
  {
    text: 'Ford Ranger XLT 2021 automática 45000 km camioneta impecable U$S 42.000 en Córdoba',
    type: 'vehiculos',
    expected: {
      amount: 42_000,
      currency: 'USD',
      categories: ['camionetas'],
      extras: {
        marca: 'ford',
        modelo: 'Ranger',
        version: 'XLT',
        anio: 2021,
        transmision: 'automatica',
        kilometros: 45_000,
      },
      address: CORDOBA,
    },
  },
  {
    text: 'Chevrolet Onix LT 2020, 30.000 km, nafta, manual, $ 14.500.000',
    type: 'vehiculos',
    expected: {
      amount: 14_500_000,
      currency: 'ARS',
      extras: {
        marca: 'chevrolet',
        modelo: 'Onix',
        version: 'LT',
        anio: 2020,
        kilometros: 30_000,
        combustible: 'nafta',
        transmision: 'manual',
      },
    },
  },
  {
    text: 'Moto Honda Wave 110 2022, 5000 km, $ 1.800.000',
    type: 'vehiculos',
    expected: {
      amount: 1_800_000,
      currency: 'ARS',
      categories: ['motos'],
      extras: { marca: 'honda', modelo: 'Wave', version: '110', anio: 2022, kilometros: 5000 },
    },
  },
  {
    text: 'Fiat Cronos 0km, caja automática, nafta, $ 22 millones',
    type: 'vehiculos',
    expected: {
      amount: 22_000_000,
      currency: 'ARS',
      extras: { marca: 'fiat', modelo: 'Cronos', kilometros: 0, transmision: 'automatica', combustible: 'nafta' },
    },
  },
  {
    text: 'Peugeot 208 Feline 2018 con GNC, 90 mil km, 11 millones de pesos',
    type: 'vehiculos',
    expected: {
      amount: 11_000_000,
      currency: 'ARS',
      extras: {
        marca: 'peugeot',
        modelo: '208',
        version: 'Feline',
        anio: 2018,
        combustible: 'gnc',
        kilometros: 90_000,
      },
    },
  },
  {
    text: 'Renault Kangoo utilitario 2017, diesel, 150.000 km, $ 9.000.000 en Rosario',
    type: 'vehiculos',
    expected: {
      amount: 9_000_000,
      currency: 'ARS',
      categories: ['utilitarios'],
      extras: { marca: 'renault', modelo: 'Kangoo', anio: 2017, combustible: 'diesel', kilometros: 150_000 },
      address: ROSARIO,
    },
  },
  {
    text: 'camioneta jeep renegade 2020 nafta automatica 60 mil km usd 25.000',
    type: 'vehiculos',
    expected: {
      amount: 25_000,
      currency: 'USD',
      categories: ['camionetas'],
      extras: {
        marca: 'jeep',
        modelo: 'Renegade',
        anio: 2020,
        combustible: 'nafta',
        transmision: 'automatica',
        kilometros: 60_000,
      },
    },
  },
  {
    text: 'Vendo auto Nissan Versa 2019 con 70.000 kms, caja manual, u$s 16.000',
    type: 'vehiculos',
    expected: {
      amount: 16_000,
      currency: 'USD',
      categories: ['autos'],
      extras: { marca: 'nissan', modelo: 'Versa', anio: 2019, kilometros: 70_000, transmision: 'manual' },
    },
  },
  {
    text: 'Toyota Corolla híbrido 2023, 15.000 km, automático, USD 35.000, Palermo',
    type: 'vehiculos',
    expected: {
      amount: 35_000,
      currency: 'USD',
      extras: {
        marca: 'toyota',
        modelo: 'Corolla',
        combustible: 'hibrido',
        anio: 2023,
        kilometros: 15_000,
        transmision: 'automatica',
      },
      address: PALERMO,
    },
  },
  {
    text: 'Citroën C4 Cactus 2019 nafta, 55.000km, 13,5 millones',
    type: 'vehiculos',
    expected: {
      amount: 13_500_000,
      extras: { marca: 'citroen', modelo: 'C4 Cactus', anio: 2019, combustible: 'nafta', kilometros: 55_000 },
    },
  },
  {
    text: 'Ford Ka 2016 1.5 nafta 98.000 km $ 7.200.000, permuto por moto',
    type: 'vehiculos',
    expected: {
      amount: 7_200_000,
      currency: 'ARS',
      extras: { marca: 'ford', modelo: 'Ka', anio: 2016, combustible: 'nafta', kilometros: 98_000 },
    },
  },
  {
    text: 'Renault Sandero Stepway 2015 con GNC 5ta generación, 130 mil km, $ 6.500.000',
    type: 'vehiculos',
    expected: {
      amount: 6_500_000,
      currency: 'ARS',
      extras: { marca: 'renault', modelo: 'Sandero Stepway', anio: 2015, combustible: 'gnc', kilometros: 130_000 },
    },
  },
  {
    text: 'Chevrolet S10 4x4 cabina doble 2018 diesel 110000 km U$S 28.500 en Neuquén',
    type: 'vehiculos',
    expected: {
      amount: 28_500,
      currency: 'USD',
      extras: {
        marca: 'chevrolet',
        modelo: 'S10',
        version: '4x4',
        anio: 2018,
        combustible: 'diesel',
        kilometros: 110_000,
      },
      address: 'ar-geonames-3843123',
    },
  },
  {
    text: 'VW Amarok V6 Highline 2022, automática, 40 mil km, USD 48.000',
    type: 'vehiculos',
    expected: {
      amount: 48_000,
      currency: 'USD',
      extras: {
        marca: 'volkswagen',
        modelo: 'Amarok',
        version: 'V6 Highline',
        transmision: 'automatica',
        anio: 2022,
        kilometros: 40_000,
      },
    },
  },
  {
    text: 'Honda CB 250 Twister 2021 moto 12000km $ 3.500.000',
    type: 'vehiculos',
    expected: {
      amount: 3_500_000,
      currency: 'ARS',
      categories: ['motos'],
      extras: { marca: 'honda', modelo: 'CB 250 Twister', anio: 2021, kilometros: 12_000 },
    },
  },
];
