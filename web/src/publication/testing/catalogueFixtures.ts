// Catalogue pieces for unit tests: extras and a type shaped like the demo world's properties.
import type { Extra } from '@app/contracts/catalogue/extra';
import type { ExtraType, TypeField } from '@app/contracts/catalogue/fields';
import type { ConfiguredType } from '../catalogue/publicationTypes.ts';

let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function extra(slug: string, type: ExtraType, config: Partial<Extra['config']> = {}, title = slug): Extra {
  return {
    id: uuid(),
    slug,
    translations: {
      es: {
        title,
        subtitle: null,
        placeholder: null,
        info: null,
        show_alone: false,
        show_added: true,
        search_value: null,
        true_value: type === 'boolean' ? 'Sí' : null,
        false_value: type === 'boolean' ? 'No' : null,
      },
    },
    config: {
      type,
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

export const options = (...titles: string[]) =>
  titles.map((title) => ({ slug: title.toLowerCase(), translations: { es: { title } } }));

export function publicationType(fields: TypeField[], extras: Extra[], categories: string[] = []): ConfiguredType {
  const id = uuid();
  return {
    id,
    slug: 'inmuebles',
    icon: null,
    translations: { es: { title: 'Inmuebles' } },
    config: { fields, extras: extras.map((item) => item.id) },
    extras,
    categories: categories.map((name) => ({ id: uuid(), type_id: id, name, icon: null, slug: name.toLowerCase() })),
  };
}

export const PROPERTY_EXTRAS = [
  extra('ambientes', 'number', { validations: ['min:1', 'max:10'] }, 'Ambientes'),
  extra('m2_cubiertos', 'number', { thousand_separator: true }, 'm² cubiertos'),
  extra('expensas', 'number', { precision: 2, thousand_separator: true }, 'Expensas'),
  extra('cochera', 'boolean', {}, 'Cochera'),
  extra('amenities', 'checkbox', { options: options('Pileta', 'Parrilla', 'Gimnasio') }, 'Amenities'),
  extra('orientacion', 'radio', { options: options('Norte', 'Sur') }, 'Orientación'),
  extra('etiquetas', 'tags', {}, 'Etiquetas'),
  extra('apto_credito', 'switch', {}, 'Apto crédito'),
];

export const propertyType = () =>
  publicationType(['title', 'description', 'url', 'address', 'categories', 'amount'], PROPERTY_EXTRAS, ['Casa', 'PH']);
