// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';
import { CORDOBA, MAR_DEL_PLATA, MENDOZA } from '../places.ts';

export const properties2: LabelledListing[] = [
  {
    text: 'Dto 1 amb en San Telmo, 30 mts, apto credito, antes 70 mil dolares, ahora 65 mil',
    type: 'inmuebles',
    expected: {
      amount: 70_000,
      amount_sale: 65_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 1, m2_cubiertos: 30, apto_credito: true },
      address: 'ar-barrio-san-telmo',
    },
  },
  {
    text: 'Departamento 3 dormitorios en Mendoza, 2 baños, cochera cubierta, 25 años, $ 110.000.000',
    type: 'inmuebles',
    expected: {
      amount: 110_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { dormitorios: 3, banos: 2, cochera: true, antiguedad: 25 },
      address: MENDOZA,
    },
  },
  {
    text: 'Oficina en Palermo Hollywood, 2 ambientes, 1 baño, 55 m2, USD 140.000',
    type: 'inmuebles',
    expected: {
      amount: 140_000,
      currency: 'USD',
      categories: ['oficina'],
      extras: { ambientes: 2, banos: 1, m2_cubiertos: 55 },
      address: 'ar-zona-palermo-hollywood',
    },
  },
  {
    text: 'Casa en Bariloche con vista al lago, 3 dormitorios, 2 baños, 150 m2 cubiertos, U$S 320.000',
    type: 'inmuebles',
    expected: {
      amount: 320_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, banos: 2, m2_cubiertos: 150 },
      address: 'ar-geonames-7647007',
    },
  },
  {
    text: 'Duplex 3 amb en Quilmes, patio, parrilla, cochera, 2 baños, USD 98.000',
    type: 'inmuebles',
    expected: {
      amount: 98_000,
      currency: 'USD',
      extras: { ambientes: 3, amenities: ['parrilla'], cochera: true, banos: 2 },
      address: 'ar-geonames-3429652',
    },
  },
  {
    text: 'Local comercial en Nueva Córdoba 80 m2, $ 90.000.000',
    type: 'inmuebles',
    expected: {
      amount: 90_000_000,
      currency: 'ARS',
      categories: ['local-comercial'],
      extras: { m2_cubiertos: 80 },
      address: CORDOBA,
    },
  },
  {
    text: 'Depto 2 dorm en Neuquén capital, 70 m2, balcón, cochera, $ 85.000.000, apto crédito',
    type: 'inmuebles',
    expected: {
      amount: 85_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { dormitorios: 2, m2_cubiertos: 70, amenities: ['balcon'], cochera: true, apto_credito: true },
      address: 'ar-geonames-3843123',
    },
  },
  {
    text: 'Terreno en Villa Carlos Paz, 500 metros, escritura, 25.000 USD',
    type: 'inmuebles',
    expected: {
      amount: 25_000,
      currency: 'USD',
      categories: ['terreno'],
      extras: { m2_totales: 500 },
      address: 'ar-geonames-3832791',
    },
  },
  {
    text: 'Vendo PH 2 amb en Boedo, sin expensas, con terraza propia, $ 89.000.000',
    type: 'inmuebles',
    expected: {
      amount: 89_000_000,
      currency: 'ARS',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 2, expensas: 0 },
      address: 'ar-barrio-boedo',
    },
  },
  {
    text: 'Casa 5 ambientes en Lomas de Zamora, 3 baños, pileta, garage para 2 autos, 195 mil dólares',
    type: 'inmuebles',
    expected: {
      amount: 195_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { ambientes: 5, banos: 3, amenities: ['pileta'], cochera: true },
      address: 'ar-geonames-3431271',
    },
  },
  {
    text: 'Departamento de 4 ambientes en Belgrano R, 110 m2, 2 baños, dependencia, cochera, gimnasio y pileta. USD 280.000. Expensas 150 mil',
    type: 'inmuebles',
    expected: {
      amount: 280_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: {
        ambientes: 4,
        m2_cubiertos: 110,
        banos: 2,
        cochera: true,
        amenities: ['pileta', 'gimnasio'],
        expensas: 150_000,
      },
      address: 'ar-barrio-belgrano',
    },
  },
  {
    text: 'Alquiler temporario monoambiente en Palermo Soho, $ 35.000 por día',
    type: 'inmuebles',
    expected: {
      amount: 35_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { ambientes: 1 },
      address: 'ar-zona-palermo-soho',
    },
  },
  {
    text: 'Casa en Tandil 3 dorm 2 baños 160m2 cub. lote 400m2 USD 175.000',
    type: 'inmuebles',
    expected: {
      amount: 175_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, banos: 2, m2_cubiertos: 160, m2_totales: 400 },
      address: 'ar-geonames-3427833',
    },
  },
  {
    text: 'Depto 2 amb en Mar del Plata frente al mar, 40 m2, 20 años de antigüedad, $ 58.000.000',
    type: 'inmuebles',
    expected: {
      amount: 58_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 40, antiguedad: 20 },
      address: MAR_DEL_PLATA,
    },
  },
  {
    text: 'Oficina 3 ambientes en Retiro, 90 m2, 2 baños, U$S 160.000, expensas $ 120.000',
    type: 'inmuebles',
    expected: {
      amount: 160_000,
      currency: 'USD',
      categories: ['oficina'],
      extras: { ambientes: 3, m2_cubiertos: 90, banos: 2, expensas: 120_000 },
      address: 'ar-barrio-retiro',
    },
  },
  {
    text: 'depto 3 amb 2 baños villa devoto 75m2 cochera 145 mil usd',
    type: 'inmuebles',
    expected: {
      amount: 145_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 3, banos: 2, m2_cubiertos: 75, cochera: true },
      address: 'ar-barrio-villa-devoto',
    },
  },
  {
    text: 'Casa en Córdoba, barrio cerrado, 3 dorm, pileta, parrilla, SUM, u$s 190.000',
    type: 'inmuebles',
    expected: {
      amount: 190_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3, amenities: ['pileta', 'parrilla', 'sum'] },
      address: CORDOBA,
    },
  },
  {
    text: 'Departamento en Salta centro, 2 dormitorios, 1 baño, 60 m2, $ 70 millones',
    type: 'inmuebles',
    expected: {
      amount: 70_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { dormitorios: 2, banos: 1, m2_cubiertos: 60 },
      address: 'ar-geonames-3838233',
    },
  },
  {
    text: 'Terreno en Pinamar 900 m2 a 5 cuadras del mar, USD 80.000',
    type: 'inmuebles',
    expected: {
      amount: 80_000,
      currency: 'USD',
      categories: ['terreno'],
      extras: { m2_totales: 900 },
      address: 'ar-geonames-3429971',
    },
  },
];
