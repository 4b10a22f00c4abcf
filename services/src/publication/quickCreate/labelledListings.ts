// Labelled sentences quick create is developed against: realistic Argentine listings of the demo
// types, with the fields a careful person would fill from each sentence and nothing more.
import type { LabelledListing } from './fieldScore.ts';

const PALERMO = 'ar-barrio-palermo';
const CORDOBA = 'ar-geonames-3860259';
const ROSARIO = 'ar-geonames-3838583';
const MAR_DEL_PLATA = 'ar-geonames-3430863';
const MENDOZA = 'ar-geonames-3844421';

const properties: LabelledListing[] = [
  {
    text: 'Vendo depto 2 amb en Palermo, 45 m2, luminoso, USD 95.000',
    type: 'inmuebles',
    expected: {
      amount: 95_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_totales: 45 },
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
      extras: { ambientes: 1, antiguedad: 0, m2_totales: 32, apto_credito: true },
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
      extras: { ambientes: 3, antiguedad: 10 },
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
      extras: { m2_totales: 60 },
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
      extras: { m2_totales: 40, banos: 1, expensas: 60_000 },
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
      extras: { ambientes: 2, m2_totales: 50, banos: 1, amenities: ['balcon'] },
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
      extras: { ambientes: 2, m2_totales: 55, apto_credito: true },
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
      extras: { amenities: ['pileta', 'gimnasio', 'sum', 'laundry'], ambientes: 2, m2_totales: 48 },
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
  {
    text: 'Dto 1 amb en San Telmo, 30 mts, apto credito, antes 70 mil dolares, ahora 65 mil',
    type: 'inmuebles',
    expected: {
      amount: 70_000,
      amount_sale: 65_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 1, m2_totales: 30, apto_credito: true },
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
      extras: { ambientes: 2, banos: 1, m2_totales: 55 },
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
      extras: { m2_totales: 80 },
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
      extras: { dormitorios: 2, m2_totales: 70, amenities: ['balcon'], cochera: true, apto_credito: true },
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
      extras: { ambientes: 2 },
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
        m2_totales: 110,
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
      extras: { ambientes: 2, m2_totales: 40, antiguedad: 20 },
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
      extras: { ambientes: 3, m2_totales: 90, banos: 2, expensas: 120_000 },
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
      extras: { ambientes: 3, banos: 2, m2_totales: 75, cochera: true },
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
      extras: { dormitorios: 2, banos: 1, m2_totales: 60 },
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
  {
    text: 'PH en Colegiales 4 amb con quincho y parrilla, 120 m2 totales, 95 cubiertos, u$s 175.000',
    type: 'inmuebles',
    expected: {
      amount: 175_000,
      currency: 'USD',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 4, amenities: ['parrilla'], m2_totales: 120, m2_cubiertos: 95 },
      address: 'ar-barrio-colegiales',
    },
  },
];

const vehicles: LabelledListing[] = [
  {
    text: 'Toyota Hilux SRV 4x4 2019, 85.000 km, diésel, manual. USD 38.000',
    type: 'vehiculos',
    expected: {
      amount: 38_000,
      currency: 'USD',
      extras: {
        marca: 'toyota',
        modelo: 'Hilux SRV 4x4',
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
      extras: { marca: 'volkswagen', modelo: 'Gol Trend 1.6', anio: 2014, combustible: 'nafta', kilometros: 120_000 },
    },
  },
  {
    text: 'Ford Ranger XLT 2021 automática 45000 km camioneta impecable U$S 42.000 en Córdoba',
    type: 'vehiculos',
    expected: {
      amount: 42_000,
      currency: 'USD',
      categories: ['camionetas'],
      extras: { marca: 'ford', modelo: 'Ranger XLT', anio: 2021, transmision: 'automatica', kilometros: 45_000 },
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
        modelo: 'Onix LT',
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
      extras: { marca: 'honda', modelo: 'Wave 110', anio: 2022, kilometros: 5000 },
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
      extras: { marca: 'peugeot', modelo: '208 Feline', anio: 2018, combustible: 'gnc', kilometros: 90_000 },
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
      extras: { marca: 'chevrolet', modelo: 'S10 4x4', anio: 2018, combustible: 'diesel', kilometros: 110_000 },
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
        modelo: 'Amarok V6 Highline',
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
  {
    text: 'Fiat Toro Freedom diesel 2020 automática 4x4, 70.000 km, antes USD 27.000, ahora USD 25.000',
    type: 'vehiculos',
    expected: {
      amount: 27_000,
      amount_sale: 25_000,
      currency: 'USD',
      extras: {
        marca: 'fiat',
        modelo: 'Toro Freedom',
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
      extras: { marca: 'toyota', modelo: 'Etios XLS', anio: 2017, combustible: 'nafta', kilometros: 85_000 },
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
        modelo: 'Compass Longitude',
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
        modelo: 'Cruze LTZ',
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

const products: LabelledListing[] = [
  {
    text: 'Remera de algodón talle M color negro $ 15.000',
    type: 'productos',
    expected: { amount: 15_000, currency: 'ARS', categories: ['indumentaria'], extras: { talle: 'm', color: 'negro' } },
  },
  {
    text: 'Zapatillas Nike Air Max talle 42, blancas, $ 120.000',
    type: 'productos',
    expected: { amount: 120_000, currency: 'ARS', categories: ['calzado'], extras: { color: 'blanco' } },
  },
  {
    text: 'Buzo oversize talles S, M y L, gris, antes $ 40.000 ahora $ 32.000',
    type: 'productos',
    expected: {
      amount: 40_000,
      amount_sale: 32_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { talle: 's', color: 'gris' },
    },
  },
  {
    text: 'Campera de cuero negra talle XL, 95 mil',
    type: 'productos',
    expected: { amount: 95_000, categories: ['indumentaria'], extras: { talle: 'xl', color: 'negro' } },
  },
  {
    text: 'Jean mom azul talle 38, $ 35.000',
    type: 'productos',
    expected: { amount: 35_000, currency: 'ARS', categories: ['indumentaria'], extras: { color: 'azul' } },
  },
  {
    text: 'Celular Samsung Galaxy A54 128gb, impecable, USD 300',
    type: 'productos',
    expected: { amount: 300, currency: 'USD', categories: ['electronica'] },
  },
  {
    text: 'Notebook Lenovo i5 16gb 512gb SSD, $ 650.000',
    type: 'productos',
    expected: { amount: 650_000, currency: 'ARS', categories: ['electronica'] },
  },
  {
    text: 'Smart TV 50 pulgadas 4K, nuevo en caja, $ 480.000',
    type: 'productos',
    expected: { amount: 480_000, currency: 'ARS', categories: ['electronica'] },
  },
  {
    text: 'Sillón 3 cuerpos gris topo, excelente estado, 180 lucas',
    type: 'productos',
    expected: { amount: 180_000, currency: 'ARS', categories: ['hogar'], extras: { color: 'gris' } },
  },
  {
    text: 'Bicicleta rodado 29 mountain bike, color rojo, $ 350.000',
    type: 'productos',
    expected: { amount: 350_000, currency: 'ARS', categories: ['deportes'], extras: { color: 'rojo' } },
  },
  {
    text: 'Vestido largo rosa talle S, oferta $ 25.000',
    type: 'productos',
    expected: { amount: 25_000, currency: 'ARS', categories: ['indumentaria'], extras: { color: 'rosa', talle: 's' } },
  },
  {
    text: 'Zapatillas running talle 40 negras con suela blanca, u$s 80',
    type: 'productos',
    expected: { amount: 80, currency: 'USD', categories: ['calzado'], extras: { color: 'negro' } },
  },
  {
    text: 'Remeras lisas varios colores: blanco, negro, verde. Talle único. $ 9.000 c/u',
    type: 'productos',
    expected: {
      amount: 9000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { color: 'blanco', talle: 'unico' },
    },
  },
  {
    text: 'Heladera no frost 300 litros, 1 año de uso, $ 700.000',
    type: 'productos',
    expected: { amount: 700_000, currency: 'ARS', categories: ['hogar'] },
  },
  {
    text: 'PlayStation 5 con 2 joysticks, usd 650',
    type: 'productos',
    expected: { amount: 650, currency: 'USD', categories: ['electronica'] },
  },
  {
    text: 'Botines de fútbol talle 41, verdes, $ 60.000',
    type: 'productos',
    expected: { amount: 60_000, currency: 'ARS', categories: ['calzado'], extras: { color: 'verde' } },
  },
  {
    text: 'Mesa de comedor de madera + 6 sillas, 250 mil pesos',
    type: 'productos',
    expected: { amount: 250_000, currency: 'ARS', categories: ['hogar'] },
  },
  {
    text: 'Camisa blanca de lino talle L, antes 45 mil, ahora 38 mil',
    type: 'productos',
    expected: {
      amount: 45_000,
      amount_sale: 38_000,
      categories: ['indumentaria'],
      extras: { color: 'blanco', talle: 'l' },
    },
  },
  {
    text: 'Pesas y mancuernas 20 kg, $ 90.000',
    type: 'productos',
    expected: { amount: 90_000, currency: 'ARS', categories: ['deportes'] },
  },
  {
    text: 'Chomba Lacoste talle M azul marino original U$S 60',
    type: 'productos',
    expected: { amount: 60, currency: 'USD', categories: ['indumentaria'], extras: { talle: 'm', color: 'azul' } },
  },
  {
    text: 'Auriculares bluetooth JBL negros, $ 45.000',
    type: 'productos',
    expected: { amount: 45_000, currency: 'ARS', categories: ['electronica'], extras: { color: 'negro' } },
  },
  {
    text: 'Ojotas beige talle 37, 8 lucas',
    type: 'productos',
    expected: { amount: 8000, currency: 'ARS', categories: ['calzado'], extras: { color: 'beige' } },
  },
];

export const LABELLED_LISTINGS: readonly LabelledListing[] = [...properties, ...vehicles, ...products];
