// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';

export const products1: LabelledListing[] = [
  {
    text: 'Remera de algodón talle M color negro $ 15.000',
    type: 'productos',
    expected: { amount: 15_000, currency: 'ARS', categories: ['indumentaria'], extras: { talle: 'm', color: 'negro' } },
  },
  {
    text: 'Zapatillas Nike Air Max talle 42, blancas, $ 120.000',
    type: 'productos',
    expected: { amount: 120_000, currency: 'ARS', categories: ['calzado'], extras: { color: 'blanco', talle: '42' } },
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
    expected: { amount: 35_000, currency: 'ARS', categories: ['indumentaria'], extras: { color: 'azul', talle: '38' } },
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
    expected: { amount: 80, currency: 'USD', categories: ['calzado'], extras: { color: 'negro', talle: '40' } },
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
    expected: { amount: 60_000, currency: 'ARS', categories: ['calzado'], extras: { color: 'verde', talle: '41' } },
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
    expected: { amount: 8000, currency: 'ARS', categories: ['calzado'], extras: { color: 'beige', talle: '37' } },
  },
];
