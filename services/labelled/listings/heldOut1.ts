// Held-out quick-create sentences (see heldOutListings.ts).
import type { LabelledListing } from '../fieldScore.ts';

export const heldOut1: LabelledListing[] = [
  {
    text: 'Vendo departamento 2 dormitorios en Caballito, 60 m2 totales, cochera fija, expensas $ 70.000, U$S 135.000',
    type: 'inmuebles',
    expected: {
      amount: 135_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { dormitorios: 2, m2_totales: 60, cochera: true, expensas: 70_000 },
      address: 'ar-barrio-caballito',
    },
  },
  {
    text: 'Casa de 3 ambientes en Morón con jardín y parrilla, 2 baños, u$s 110.000',
    type: 'inmuebles',
    expected: {
      amount: 110_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { ambientes: 3, amenities: ['parrilla'], banos: 2 },
      address: 'ar-geonames-3430545',
    },
  },
  {
    text: 'monoambiente apto profesional en san nicolas, 28m2, $ 52.000.000',
    type: 'inmuebles',
    expected: {
      amount: 52_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { ambientes: 1, m2_cubiertos: 28 },
      address: 'ar-barrio-san-nicolas',
    },
  },
  {
    text: 'PH reciclado 4 amb en Villa Ortúzar, terraza propia con parrilla, 12 años de antigüedad, USD 185.000',
    type: 'inmuebles',
    expected: {
      amount: 185_000,
      currency: 'USD',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 4, amenities: ['parrilla'], antiguedad: 12 },
      address: 'ar-barrio-villa-ortuzar',
    },
  },
  {
    text: 'Terreno en Neuquén de 450 m2, escriturado, $ 40 millones',
    type: 'inmuebles',
    expected: {
      amount: 40_000_000,
      currency: 'ARS',
      categories: ['terreno'],
      extras: { m2_totales: 450 },
      address: 'ar-geonames-3843123',
    },
  },
  {
    text: 'Oficina a estrenar en Puerto Madero, 85 m2, 2 baños, 1 cochera, USD 350.000',
    type: 'inmuebles',
    expected: {
      amount: 350_000,
      currency: 'USD',
      categories: ['oficina'],
      extras: { antiguedad: 0, m2_cubiertos: 85, banos: 2, cochera: true },
      address: 'ar-barrio-puerto-madero',
    },
  },
  {
    text: 'Depto 3 dorm en Rosario centro, balcón, laundry, SUM, apto crédito, antes USD 120.000 ahora USD 112.000',
    type: 'inmuebles',
    expected: {
      amount: 120_000,
      amount_sale: 112_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { dormitorios: 3, amenities: ['sum', 'laundry', 'balcon'], apto_credito: true },
      address: 'ar-geonames-3838583',
    },
  },
  {
    text: 'Casa en Villa Gesell a 4 cuadras del mar, 3 dormitorios, parrilla, 75 mil dólares',
    type: 'inmuebles',
    expected: {
      amount: 75_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, amenities: ['parrilla'] },
      address: 'ar-geonames-3427431',
    },
  },
  {
    text: 'Local comercial en Lanús centro, 120 m2 cubiertos, baño, $ 150.000.000',
    type: 'inmuebles',
    expected: {
      amount: 150_000_000,
      currency: 'ARS',
      categories: ['local-comercial'],
      extras: { m2_cubiertos: 120 },
      address: 'ar-geonames-3432135',
    },
  },
  {
    text: 'Departamento de 2 ambientes en Mendoza capital, 50 mts, pileta y gimnasio en el edificio, u$d 68.000',
    type: 'inmuebles',
    expected: {
      amount: 68_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 50, amenities: ['pileta', 'gimnasio'] },
      address: 'ar-geonames-3844421',
    },
  },
  {
    text: 'Duplex 4 amb en Ramos Mejía con cochera para dos autos, 3 baños, 150 mil usd',
    type: 'inmuebles',
    expected: {
      amount: 150_000,
      currency: 'USD',
      extras: { ambientes: 4, cochera: true, banos: 3 },
      address: 'ar-zona-ramos-mejia',
    },
  },
  {
    text: 'Vendo Toyota Corolla XEI 2018 automático nafta 70.000 km USD 19.000',
    type: 'vehiculos',
    expected: {
      amount: 19_000,
      currency: 'USD',
      extras: {
        marca: 'toyota',
        modelo: 'Corolla',
        version: 'XEI',
        anio: 2018,
        transmision: 'automatica',
        combustible: 'nafta',
        kilometros: 70_000,
      },
    },
  },
  {
    text: 'Chevrolet Prisma LTZ 2017, nafta, manual, 95 mil km, $ 9.300.000, Rosario',
    type: 'vehiculos',
    expected: {
      amount: 9_300_000,
      currency: 'ARS',
      extras: {
        marca: 'chevrolet',
        modelo: 'Prisma',
        version: 'LTZ',
        anio: 2017,
        combustible: 'nafta',
        transmision: 'manual',
        kilometros: 95_000,
      },
      address: 'ar-geonames-3838583',
    },
  },
  {
    text: 'camioneta ford territory 2023 hibrida 10 mil km u$s 38.000',
    type: 'vehiculos',
    expected: {
      amount: 38_000,
      currency: 'USD',
      categories: ['camionetas'],
      extras: { marca: 'ford', modelo: 'Territory', anio: 2023, combustible: 'hibrido', kilometros: 10_000 },
    },
  },
  {
    text: 'Moto Honda Titan 150 año 2018, 25.000 km, papeles al día, $ 1.600.000',
    type: 'vehiculos',
    expected: {
      amount: 1_600_000,
      currency: 'ARS',
      categories: ['motos'],
      extras: { marca: 'honda', modelo: 'Titan', version: '150', anio: 2018, kilometros: 25_000 },
    },
  },
  {
    text: 'Renault Duster 2016 diésel 4x4 manual 160.000 kms, 12 millones de pesos, Córdoba',
    type: 'vehiculos',
    expected: {
      amount: 12_000_000,
      currency: 'ARS',
      extras: {
        marca: 'renault',
        modelo: 'Duster',
        anio: 2016,
        combustible: 'diesel',
        transmision: 'manual',
        kilometros: 160_000,
      },
      address: 'ar-geonames-3860259',
    },
  },
  {
    text: 'Peugeot Partner furgón 2014 con GNC, 200 mil km, $ 6.000.000',
    type: 'vehiculos',
    expected: {
      amount: 6_000_000,
      currency: 'ARS',
      categories: ['utilitarios'],
      extras: { marca: 'peugeot', modelo: 'Partner', anio: 2014, combustible: 'gnc', kilometros: 200_000 },
    },
  },
  {
    text: 'Nissan Sentra 2020 CVT nafta 45.000 km u$s 21.500 en La Plata',
    type: 'vehiculos',
    expected: {
      amount: 21_500,
      currency: 'USD',
      extras: {
        marca: 'nissan',
        modelo: 'Sentra',
        anio: 2020,
        transmision: 'automatica',
        combustible: 'nafta',
        kilometros: 45_000,
      },
      address: 'ar-geonames-3432043',
    },
  },
];
