// Labelled quick-search texts (see labelledSearches.ts).
import type { LabelledSearch } from '../labelledSearchTypes.ts';

export const products1: LabelledSearch[] = [
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
