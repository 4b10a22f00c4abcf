// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';
import { CORDOBA, MAR_DEL_PLATA, PALERMO, ROSARIO } from '../places.ts';

export const properties1: LabelledListing[] = [
  {
    text: 'Vendo depto 2 amb en Palermo, 45 m2, luminoso, USD 95.000',
    type: 'inmuebles',
    expected: {
      amount: 95_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 45 },
      address: PALERMO,
    },
  },
  {
    text: 'Departamento 3 ambientes con balcón en Villa Urquiza, 70 m2 cubiertos, 2 baños, cochera. USD 120.000, expensas $ 45.000',
    type: 'inmuebles',
    expected: {
      amount: 120_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 3, amenities: ['balcon'], m2_cubiertos: 70, banos: 2, cochera: true, expensas: 45_000 },
      address: 'ar-barrio-villa-urquiza',
    },
  },
  {
    text: 'Monoambiente a estrenar en Recoleta, 32 m², apto crédito, u$s 78.500',
    type: 'inmuebles',
    expected: {
      amount: 78_500,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 1, antiguedad: 0, m2_cubiertos: 32, apto_credito: true },
      address: 'ar-barrio-recoleta',
    },
  },
  {
    text: 'Casa 4 ambientes 3 dormitorios en Pilar, lote de 600 m2, 180 m2 cubiertos, pileta y parrilla, USD 250.000',
    type: 'inmuebles',
    expected: {
      amount: 250_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { ambientes: 4, dormitorios: 3, m2_totales: 600, m2_cubiertos: 180, amenities: ['pileta', 'parrilla'] },
      address: 'ar-geonames-3429980',
    },
  },
  {
    text: 'PH 3 amb al frente en Caballito, sin expensas, 10 años de antigüedad, U$S 130.000',
    type: 'inmuebles',
    expected: {
      amount: 130_000,
      currency: 'USD',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 3, antiguedad: 10, expensas: 0 },
      address: 'ar-barrio-caballito',
    },
  },
  {
    text: 'Alquilo depto 1 dormitorio en Belgrano, $ 450.000 por mes + expensas $ 80.000',
    type: 'inmuebles',
    expected: {
      amount: 450_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { dormitorios: 1, expensas: 80_000 },
      address: 'ar-barrio-belgrano',
    },
  },
  {
    text: 'Terreno 10x30 en Tigre, 300 m2, apto crédito, 45 mil dólares',
    type: 'inmuebles',
    expected: {
      amount: 45_000,
      currency: 'USD',
      categories: ['terreno'],
      extras: { m2_totales: 300, apto_credito: true },
      address: 'ar-geonames-3427761',
    },
  },
  {
    text: 'Local comercial 60 m2 sobre Av. Rivadavia en Flores, $ 120.000.000',
    type: 'inmuebles',
    expected: {
      amount: 120_000_000,
      currency: 'ARS',
      categories: ['local-comercial'],
      extras: { m2_cubiertos: 60 },
      address: 'ar-barrio-flores',
    },
  },
  {
    text: 'Oficina 40 m2 en Microcentro con 1 baño, expensas 60 mil, U$D 55.000',
    type: 'inmuebles',
    expected: {
      amount: 55_000,
      currency: 'USD',
      categories: ['oficina'],
      extras: { m2_cubiertos: 40, banos: 1, expensas: 60_000 },
      address: 'ar-zona-microcentro',
    },
  },
  {
    text: 'dpto 2 amb nuñez 50mts 1 baño balcon aterrazado 105000 usd',
    type: 'inmuebles',
    expected: {
      amount: 105_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 50, banos: 1, amenities: ['balcon'] },
      address: 'ar-barrio-nunez',
    },
  },
  {
    text: 'Casa en Mar del Plata, 3 dorm, 2 baños, garage, parrilla, 180.000 dólares',
    type: 'inmuebles',
    expected: {
      amount: 180_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, banos: 2, cochera: true, amenities: ['parrilla'] },
      address: MAR_DEL_PLATA,
    },
  },
  {
    text: 'Departamento 2 ambientes en Córdoba capital, 55 m2, apto credito, $ 65.000.000',
    type: 'inmuebles',
    expected: {
      amount: 65_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 55, apto_credito: true },
      address: CORDOBA,
    },
  },
  {
    text: 'Semipiso 4 amb 3 dorm 2 baños con cochera en Rosario, Santa Fe. U$S 210.000',
    type: 'inmuebles',
    expected: {
      amount: 210_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 4, dormitorios: 3, banos: 2, cochera: true },
      address: ROSARIO,
    },
  },
  {
    text: 'Hermosa casa a estrenar en Nordelta, 4 dormitorios, pileta, seguridad 24 hs, 3 baños, USD 450.000',
    type: 'inmuebles',
    expected: {
      amount: 450_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { antiguedad: 0, dormitorios: 4, amenities: ['pileta', 'seguridad'], banos: 3 },
      address: 'ar-zona-nordelta',
    },
  },
  {
    text: 'PH tipo casa en Villa Crespo 3 ambientes, patio, terraza con parrilla, sin cochera, USD 140.000',
    type: 'inmuebles',
    expected: {
      amount: 140_000,
      currency: 'USD',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 3, amenities: ['parrilla'], cochera: false },
      address: 'ar-barrio-villa-crespo',
    },
  },
  {
    text: 'Depto 3 amb en Almagro, 65 m2 totales, 58 cubiertos, 15 años de antigüedad, expensas $ 55.000. Precio USD 115.000',
    type: 'inmuebles',
    expected: {
      amount: 115_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 3, m2_totales: 65, m2_cubiertos: 58, antiguedad: 15, expensas: 55_000 },
      address: 'ar-barrio-almagro',
    },
  },
  {
    text: 'vendo casa 3 dorm en la plata, 200 metros cuadrados, 120 mil usd',
    type: 'inmuebles',
    expected: {
      amount: 120_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, m2_totales: 200 },
      address: 'ar-geonames-3432043',
    },
  },
  {
    text: 'Departamento con amenities: pileta, gimnasio, SUM y laundry. 2 amb, 48 m2 en Puerto Madero, USD 230.000',
    type: 'inmuebles',
    expected: {
      amount: 230_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { amenities: ['pileta', 'gimnasio', 'sum', 'laundry'], ambientes: 2, m2_cubiertos: 48 },
      address: 'ar-barrio-puerto-madero',
    },
  },
  {
    text: 'Lote en Escobar de 800 m2, barrio cerrado con seguridad, u$s 60.000',
    type: 'inmuebles',
    expected: {
      amount: 60_000,
      currency: 'USD',
      categories: ['terreno'],
      extras: { m2_totales: 800, amenities: ['seguridad'] },
      address: 'ar-geonames-3436079',
    },
  },
  {
    text: 'Casa quinta en Luján con pileta y parrilla, 1000 m2 de terreno, 2 baños, $ 95 millones',
    type: 'inmuebles',
    expected: {
      amount: 95_000_000,
      currency: 'ARS',
      categories: ['casa'],
      extras: { amenities: ['pileta', 'parrilla'], m2_totales: 1000, banos: 2 },
      address: 'ar-geonames-3430988',
    },
  },
];
