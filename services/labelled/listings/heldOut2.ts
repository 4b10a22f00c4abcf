// Held-out quick-create sentences (see heldOutListings.ts).
import type { LabelledListing } from '../fieldScore.ts';

export const heldOut2: LabelledListing[] = [
  {
    text: 'Fiat Strada Working 2019 cabina simple 1.4 nafta 80 mil km, oferta $ 11.500.000',
    type: 'vehiculos',
    expected: {
      amount: 11_500_000,
      currency: 'ARS',
      extras: {
        marca: 'fiat',
        modelo: 'Strada',
        version: 'Working',
        anio: 2019,
        combustible: 'nafta',
        kilometros: 80_000,
      },
    },
  },
  {
    text: 'Campera de jean azul talle S, $ 42.000',
    type: 'productos',
    expected: { amount: 42_000, currency: 'ARS', categories: ['indumentaria'], extras: { color: 'azul', talle: 's' } },
  },
  {
    text: 'Zapatillas Puma blancas talle 41, nuevas, 85 lucas',
    type: 'productos',
    expected: { amount: 85_000, currency: 'ARS', categories: ['calzado'], extras: { color: 'blanco', talle: '41' } },
  },
  {
    text: 'Televisor Smart 43 pulgadas Samsung, $ 390.000',
    type: 'productos',
    expected: { amount: 390_000, currency: 'ARS', categories: ['electronica'] },
  },
  {
    text: 'Pantalón de vestir gris talle L, antes $ 30.000, ahora $ 24.000',
    type: 'productos',
    expected: {
      amount: 30_000,
      amount_sale: 24_000,
      currency: 'ARS',
      categories: ['indumentaria'],
      extras: { color: 'gris', talle: 'l' },
    },
  },
  {
    text: 'Bicicleta fija con monitor, poco uso, U$S 250',
    type: 'productos',
    expected: { amount: 250, currency: 'USD', categories: ['deportes'] },
  },
  {
    text: 'Sandalias negras de cuero talle 38, 25 mil',
    type: 'productos',
    expected: { amount: 25_000, categories: ['calzado'], extras: { color: 'negro', talle: '38' } },
  },
];
