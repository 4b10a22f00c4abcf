// Search texts written as people type them in the quick search, with the filter set each means.
// The parser was developed against these (docs/decisions/search.md, "Quick text search").
import { atLeast, atMost, between, exact, type LabelledSearch } from './labelledSearchTypes.ts';

const PALERMO = 'ar-barrio-palermo';
const BELGRANO = 'ar-barrio-belgrano';
const CABALLITO = 'ar-barrio-caballito';
const NUNEZ = 'ar-barrio-nunez';
const RECOLETA = 'ar-barrio-recoleta';
const PILAR = 'ar-geonames-3429980';
const CORDOBA = 'ar-geonames-3860259';
const ROSARIO = 'ar-geonames-3838583';
const MAR_DEL_PLATA = 'ar-geonames-3430863';
const LA_PLATA = 'ar-geonames-3432043';
const NORDELTA = 'ar-zona-nordelta';
const MENDOZA = 'ar-geonames-3844421';
const CABA = 'ar-province-caba';

const HOMES: LabelledSearch[] = [
  {
    text: 'depto 2 amb en Palermo hasta 120 mil dólares con cochera',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 120_000 },
      extras: { ambientes: exact(2), cochera: true },
      places: [PALERMO],
    },
  },
  {
    text: 'departamento 3 ambientes Belgrano',
    typeGiven: 'inmuebles',
    expected: { type: 'inmuebles', categories: ['departamento'], extras: { ambientes: exact(3) }, places: [BELGRANO] },
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
      extras: { ambientes: exact(3), apto_credito: true },
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
      extras: { dormitorios: exact(4), banos: exact(2), cochera: true },
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
      extras: { expensas: atMost(80_000), ambientes: exact(2) },
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
      extras: { dormitorios: exact(1) },
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
      extras: { ambientes: exact(4), amenities: ['seguridad'] },
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
      extras: { dormitorios: exact(2) },
      places: [CORDOBA],
    },
  },
  {
    text: 'casa apto crédito con 3 dormitorios en Mendoza',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['casa'],
      extras: { apto_credito: true, dormitorios: exact(3) },
      places: [MENDOZA],
    },
  },
  {
    text: 'departamento 2 o 3 ambientes Palermo hasta 150k usd',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 150_000 },
      extras: { ambientes: between(2, 3) },
      places: [PALERMO],
    },
  },
  {
    text: 'PH sin expensas en Rosario con patio y parrilla',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      categories: ['propiedad-horizontal-ph'],
      extras: { amenities: ['parrilla'] },
      places: [ROSARIO],
    },
  },
];

const VEHICLES: LabelledSearch[] = [
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

const PRODUCTS: LabelledSearch[] = [
  {
    text: 'zapatillas talle M negras',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: 'm', color: 'negro' } },
  },
  {
    text: 'remera blanca talle L hasta 20 mil pesos',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['indumentaria'],
      currency: 'ARS',
      amount: { max: 20_000 },
      extras: { color: 'blanco', talle: 'l' },
    },
  },
  {
    text: 'buzo gris o azul talle XL',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { color: ['gris', 'azul'], talle: 'xl' } },
  },
  {
    text: 'celular hasta $ 300.000',
    typeGiven: null,
    expected: { type: 'productos', categories: ['electronica'], currency: 'ARS', amount: { max: 300_000 } },
  },
  {
    text: 'notebook entre 500 mil y 800 mil pesos',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['electronica'],
      currency: 'ARS',
      amount: { min: 500_000, max: 800_000 },
    },
  },
  {
    text: 'bicicleta rodado 29',
    typeGiven: null,
    expected: { type: 'productos', categories: ['deportes'] },
  },
  {
    text: 'sillón gris para el living',
    typeGiven: null,
    expected: { type: 'productos', categories: ['hogar'], extras: { color: 'gris' } },
  },
  {
    text: 'campera de cuero negra',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { color: 'negro' } },
  },
  {
    text: 'botas talle único beige',
    typeGiven: 'productos',
    expected: { type: 'productos', categories: ['calzado'], extras: { talle: 'unico', color: 'beige' } },
  },
  {
    text: 'smart tv 50 pulgadas menos de 700 lucas',
    typeGiven: null,
    expected: { type: 'productos', categories: ['electronica'], currency: 'ARS', amount: { max: 700_000 } },
  },
  {
    text: 'vestido rojo talle S',
    typeGiven: null,
    expected: { type: 'productos', categories: ['indumentaria'], extras: { color: 'rojo', talle: 's' } },
  },
  {
    text: 'heladera o lavarropas hasta 900 mil',
    typeGiven: null,
    expected: { type: 'productos', categories: ['hogar'], currency: 'ARS', amount: { max: 900_000 } },
  },
  {
    text: 'jeans azul talle M desde 15 mil pesos',
    typeGiven: null,
    expected: {
      type: 'productos',
      categories: ['indumentaria'],
      currency: 'ARS',
      amount: { min: 15_000 },
      extras: { color: 'azul', talle: 'm' },
    },
  },
  {
    text: 'mesa y sillas de madera',
    typeGiven: null,
    expected: { type: 'productos', categories: ['hogar'] },
  },
  {
    text: 'pelota de fútbol',
    typeGiven: 'productos',
    expected: { type: 'productos', categories: ['deportes'] },
  },
  {
    text: 'zapatillas o botines verdes',
    typeGiven: null,
    expected: { type: 'productos', categories: ['calzado'], extras: { color: 'verde' } },
  },
];

const VAGUE: LabelledSearch[] = [
  { text: 'algo lindo para regalar', typeGiven: null, expected: { type: null } },
  { text: 'hola', typeGiven: null, expected: { type: null } },
  {
    text: 'algo en Palermo hasta 100 mil',
    typeGiven: 'inmuebles',
    expected: { type: 'inmuebles', currency: 'ARS', amount: { max: 100_000 }, places: [PALERMO] },
  },
];

export const LABELLED_SEARCHES: readonly LabelledSearch[] = [...HOMES, ...VEHICLES, ...PRODUCTS, ...VAGUE];
