// Labelled quick-create sentences for the readings issue 18 found missing: 'sin expensas', the
// currency word before the number, a model without its brand, the version apart from the model,
// a bare m² by category, numeric and several talles, common colours, and stock.
import type { LabelledListing } from '../fieldScore.ts';
import { BELGRANO, CABALLITO, CORDOBA, PALERMO, PILAR, ROSARIO, TIGRE } from '../places.ts';

export const argentineReadings: LabelledListing[] = [
  {
    text: 'Depto en Palermo sin expensas USD 100.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 100_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { expensas: 0 },
      address: PALERMO,
    },
  },
  {
    text: 'Casa 3 dormitorios en Pilar, dólares 210.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 210_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { dormitorios: 3 },
      address: PILAR,
    },
  },
  {
    text: 'Departamento 2 ambientes en Córdoba, pesos 95.000.000, sin expensas',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 95_000_000,
      currency: 'ARS',
      categories: ['departamento'],
      extras: { ambientes: 2, expensas: 0 },
      address: CORDOBA,
    },
  },
  {
    text: 'Toyota Corolla XEI 2018 automático, precio dólares 64.500',
    type: 'vehiculos',
    expected: {
      amount: 64_500,
      currency: 'USD',
      extras: { marca: 'toyota', modelo: 'Corolla', version: 'XEI', anio: 2018, transmision: 'automatica' },
    },
  },
  {
    text: 'Vendo Cronos 0km, nafta, $ 28.000.000',
    type: 'vehiculos',
    expected: {
      amount: 28_000_000,
      currency: 'ARS',
      extras: { marca: 'fiat', modelo: 'Cronos', kilometros: 0, combustible: 'nafta' },
    },
  },
  {
    text: 'Gol Power 2009 con GNC, 180.000 km, $ 9.500.000',
    type: 'vehiculos',
    expected: {
      amount: 9_500_000,
      currency: 'ARS',
      extras: {
        marca: 'volkswagen',
        modelo: 'Gol',
        version: 'Power',
        anio: 2009,
        combustible: 'gnc',
        kilometros: 180_000,
      },
    },
  },
  {
    text: 'Toyota Hilux SRV 4x4 2020 diesel, 60 mil km, USD 38.000',
    type: 'vehiculos',
    expected: {
      amount: 38_000,
      currency: 'USD',
      extras: {
        marca: 'toyota',
        modelo: 'Hilux',
        version: 'SRV 4x4',
        anio: 2020,
        combustible: 'diesel',
        kilometros: 60_000,
      },
    },
  },
  {
    text: 'Vendo Amarok Highline V6 2019 automática, u$s 42.000',
    type: 'vehiculos',
    expected: {
      amount: 42_000,
      currency: 'USD',
      extras: { marca: 'volkswagen', modelo: 'Amarok', version: 'Highline V6', anio: 2019, transmision: 'automatica' },
    },
  },
  {
    text: 'Depto 3 ambientes en Caballito, 75 m², USD 140.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 140_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 3, m2_cubiertos: 75 },
      address: CABALLITO,
    },
  },
  {
    text: 'Oficina en Rosario 50 m2 con cochera, USD 65.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 65_000,
      currency: 'USD',
      categories: ['oficina'],
      extras: { m2_cubiertos: 50, cochera: true },
      address: ROSARIO,
    },
  },
  {
    text: 'Casa en Tigre 400 m2 con pileta, USD 180.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 180_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { m2_totales: 400, amenities: ['pileta'] },
      address: TIGRE,
    },
  },
  {
    text: 'Casa en Belgrano 220 m2, 150 m2 cubiertos, USD 390.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 390_000,
      currency: 'USD',
      categories: ['casa'],
      extras: { m2_totales: 220, m2_cubiertos: 150 },
      address: BELGRANO,
    },
  },
  {
    text: 'Zapatillas Nike talle 42 negras, $ 85.000',
    type: 'productos',
    expected: { amount: 85_000, currency: 'ARS', categories: ['calzado'], extras: { talle: '42', color: 'negro' } },
  },
  {
    text: 'Jean Levis talle 38 celeste, $ 45.000, 3 unidades',
    type: 'productos',
    expected: {
      amount: 45_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { talle: '38', color: 'celeste' },
      stock: 3,
    },
  },
  {
    text: 'Remeras lisas talles M, L y XL color bordó, x 4 unidades, $ 12.000 c/u',
    type: 'productos',
    expected: {
      amount: 12_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { talle: 'm', color: 'bordo' },
      stock: 4,
    },
  },
  {
    text: 'Botas de cuero marrón número 39, 2 pares disponibles, $ 120.000',
    type: 'productos',
    expected: {
      amount: 120_000,
      currency: 'ARS',
      categories: ['calzado'],
      extras: { talle: '39', color: 'marron' },
      stock: 2,
    },
  },
  {
    text: 'Buzo violeta talle S, quedan 5, $ 30.000',
    type: 'productos',
    expected: {
      amount: 30_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { talle: 's', color: 'violeta' },
      stock: 5,
    },
  },
  {
    text: 'Sillón de lino natural 3 cuerpos, $ 650.000',
    type: 'productos',
    expected: { amount: 650_000, currency: 'ARS', categories: ['hogar'], extras: { color: 'natural' } },
  },
  {
    text: 'Campera rosa talle 40, stock 10, 35 mil pesos',
    type: 'productos',
    expected: {
      amount: 35_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { talle: '40', color: 'rosa' },
      stock: 10,
    },
  },
  {
    text: 'Remera oversize negra talles S al XL, $15.000 x 20 unidades',
    type: 'productos',
    expected: {
      amount: 15_000,
      currency: 'ARS',
      stock: 20,
      categories: ['indumentaria'],
      extras: { talle: 's', color: 'negro' },
    },
  },
  {
    text: 'Smart TV 50 pulgadas 4K, $ 520.000, 3 disponibles',
    type: 'productos',
    expected: { amount: 520_000, currency: 'ARS', stock: 3, categories: ['electronica'] },
  },
];
