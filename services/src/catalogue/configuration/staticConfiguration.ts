// Values SPEC.md leaves to us ("not shown"); docs/decisions/configuration-values.md explains them.
import { type Configuration, EXTRA_TYPES, LANGUAGES, PERMISSIONS, TYPE_FIELDS } from '@app/contracts';

export const PRIORITIES: Configuration['priorities'] = [
  {
    slug: 'destacada',
    title: 'Destacada',
    description: 'Aparece antes en las búsquedas',
    color: 'yellow',
    icon: 'star',
    expires_in: 30,
  },
  {
    slug: 'oportunidad',
    title: 'Oportunidad',
    description: 'Precio conveniente por tiempo limitado',
    color: 'green',
    icon: 'discount',
    expires_in: 15,
  },
  {
    slug: 'urgente',
    title: 'Urgente',
    description: 'Se necesita vender pronto',
    color: 'red',
    icon: 'flame',
    expires_in: 7,
  },
  {
    slug: 'reservada',
    title: 'Reservada',
    description: 'Tiene una seña o reserva',
    color: 'gray',
    icon: 'lock',
    expires_in: 10,
  },
];

export const CURRENCIES: Configuration['currencies'] = [
  { code: 'ARS', symbol: '$', title: 'Pesos' },
  { code: 'USD', symbol: 'U$S', title: 'Dólares' },
];

export const SEARCH_ORDERS: Configuration['search_orders'] = [
  { slug: 'relevance', title: 'Relevancia' },
  { slug: 'price_asc', title: 'Menor precio' },
  { slug: 'price_desc', title: 'Mayor precio' },
  { slug: 'newest', title: 'Más recientes' },
];

export const FILTERED_OPTIONS: Configuration['filtered_options'] = [
  { slug: 'all', title: 'Todas las publicaciones', premium: false, predict: false },
  { slug: 'liked', title: 'Solo las que me gustaron', premium: true, predict: false },
  { slug: 'predicted', title: 'Las que probablemente nos gusten', premium: true, predict: true },
];

export const NOTIFICATION_TYPES: Configuration['notification_types'] = [
  { slug: 'superlike', title: 'Superlikes en mis publicaciones' },
  { slug: 'coincidence', title: 'Coincidencias en búsquedas compartidas' },
  { slug: 'selection_finished', title: 'Selecciones finalizadas' },
  { slug: 'invitation', title: 'Invitaciones a grupos' },
  { slug: 'synchronization', title: 'Resultados de la sincronización' },
  { slug: 'group', title: 'Novedades de mis grupos' },
  { slug: 'search_alert', title: 'Alertas de mis búsquedas' },
];

export const MODEL_AND_FIELDS = {
  fields: { fields: [...TYPE_FIELDS], languages: [...LANGUAGES], extra_types: [...EXTRA_TYPES] },
  permissions: [...PERMISSIONS],
};
