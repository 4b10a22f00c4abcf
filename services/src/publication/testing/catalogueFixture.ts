// A property type with one extra of each kind, for the decider and validation specs.
import { type ExtraInput, type PublicationInput, publicationInputSchema, type TypeField } from '@app/contracts';
import type { ExtraDefinition, TypeCatalogue } from '../validation/typeCatalogue.ts';

export const TYPE_ID = '7b0e4a52-8f0e-4c53-9a57-3d1f6f2b1a01';
export const DEPARTAMENTO = '0f7d7a0e-6c1d-4d59-8f1e-2f7a6c0b3a11';
export const CASA = '0f7d7a0e-6c1d-4d59-8f1e-2f7a6c0b3a12';
export const FOREIGN_CATEGORY = '0f7d7a0e-6c1d-4d59-8f1e-2f7a6c0b3a99';

function extra(slug: string, title: string, config: Partial<ExtraInput['config']>): ExtraDefinition {
  return {
    slug,
    title,
    config: {
      type: 'text',
      options: [],
      required: false,
      validations: [],
      searchable: true,
      priceable: false,
      thousand_separator: false,
      precision: 0,
      ...config,
    },
  };
}

const options = (...slugs: string[]) => slugs.map((slug) => ({ slug, translations: { es: { title: slug } } }));

export const EXTRAS = {
  ambientes: extra('ambientes', 'Ambientes', { type: 'number', required: true, validations: ['min:1', 'max:10'] }),
  superficie: extra('superficie', 'Superficie', { type: 'number', precision: 2 }),
  pisos: extra('pisos', 'Pisos', { type: 'number', validations: ['integer', 'step:1'] }),
  orientacion: extra('orientacion', 'Orientación', { type: 'text', validations: ['min:3', 'max:20'] }),
  estado: extra('estado', 'Estado', { type: 'select', options: options('a_estrenar', 'usado') }),
  disposicion: extra('disposicion', 'Disposición', { type: 'radio', options: options('frente', 'contrafrente') }),
  amenities: extra('amenities', 'Amenities', { type: 'checkbox', options: options('pileta', 'sum', 'parrilla') }),
  cochera: extra('cochera', 'Cochera', { type: 'boolean' }),
  mascotas: extra('mascotas', 'Acepta mascotas', { type: 'switch' }),
  etiquetas: extra('etiquetas', 'Etiquetas', { type: 'tags', validations: ['max:3'] }),
} satisfies Record<string, ExtraDefinition>;

export function catalogue(fields: TypeField[] = ['title', 'description', 'url', 'address', 'categories', 'amount']) {
  return {
    typeId: TYPE_ID,
    fields,
    extras: Object.values(EXTRAS),
    categoryIds: new Set([DEPARTAMENTO, CASA]),
  } satisfies TypeCatalogue;
}

/** A valid input, with the given changes. */
export function input(changes: Record<string, unknown> = {}): PublicationInput {
  return publicationInputSchema.parse({
    type_id: TYPE_ID,
    title: 'Departamento 3 ambientes en Palermo',
    description: 'Luminoso, a metros del subte.',
    categories: [DEPARTAMENTO],
    amount: 120_000,
    currency: 'USD',
    address: { title: 'Palermo, CABA', geolocation: { coordinates: [-34.5875, -58.4205] } },
    extras: { ambientes: 3 },
    ...changes,
  });
}
