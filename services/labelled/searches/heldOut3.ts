// Held-out quick-search texts written on 2026-12-06, before the labelled rentals of rentals1.ts and
// before any parser change for them (see heldOutSearches.ts): how people ask to buy, to rent and to
// rent for the season (issue 35).
import { atLeast, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import {
  BARILOCHE,
  BELGRANO,
  CABALLITO,
  CORDOBA,
  MAR_DEL_PLATA,
  MICROCENTRO,
  PALERMO,
  PINAMAR,
  RECOLETA,
  SAN_ISIDRO,
  TIGRE,
  VILLA_CRESPO,
} from '../places.ts';

export const heldOut3: LabelledSearch[] = [
  {
    text: 'busco depto para alquilar en Palermo hasta 500 mil por mes',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 500_000 },
      places: [PALERMO],
    },
  },
  {
    text: 'alquiler temporario en Mar del Plata para enero',
    typeGiven: null,
    expected: { type: 'inmuebles', operation: 'temporary_rent', places: [MAR_DEL_PLATA] },
  },
  {
    text: 'quiero alquilar depto de 2 ambientes en Belgrano, hasta $ 600.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 600_000 },
      extras: { ambientes: atLeast(2) },
      places: [BELGRANO],
    },
  },
  {
    text: 'casa en venta en San Isidro con pileta hasta USD 400.000',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      currency: 'USD',
      amount: { max: 400_000 },
      extras: { amenities: ['pileta'] },
      places: [SAN_ISIDRO],
    },
  },
  {
    text: 'comprar depto 3 amb en Caballito',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { ambientes: atLeast(3) },
      places: [CABALLITO],
    },
  },
  {
    text: 'ph en alquiler en Villa Crespo hasta 550 mil',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['propiedad-horizontal-ph'],
      currency: 'ARS',
      amount: { max: 550_000 },
      places: [VILLA_CRESPO],
    },
  },
  {
    text: 'casa por día en Pinamar con pileta',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'temporary_rent',
      categories: ['casa'],
      extras: { amenities: ['pileta'] },
      places: [PINAMAR],
    },
  },
  {
    text: 'depto temporada Bariloche hasta u$s 100 por noche',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'temporary_rent',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 100 },
      places: [BARILOCHE],
    },
  },
  {
    text: 'busco alquilar monoambiente en Córdoba hasta 350 mil',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['departamento'],
      currency: 'ARS',
      amount: { max: 350_000 },
      extras: { ambientes: exact(1) },
      places: [CORDOBA],
    },
  },
  {
    text: 'oficina en alquiler en Microcentro hasta $ 1.000.000 por mes',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'rent',
      categories: ['oficina'],
      currency: 'ARS',
      amount: { max: 1_000_000 },
      places: [MICROCENTRO],
    },
  },
  {
    text: 'terreno en venta en Tigre hasta 60 mil dólares',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['terreno'],
      currency: 'USD',
      amount: { max: 60_000 },
      places: [TIGRE],
    },
  },
  {
    text: 'depto amoblado alquiler temporal en Recoleta por mes hasta usd 900',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'temporary_rent',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 900 },
      places: [RECOLETA],
    },
  },
];
