import { type Configuration, MICROSITE_STATUSES } from '@app/contracts';
import { PROMOCODE_APPLIES_FOR } from '@app/contracts/account/promocode';
import { socialConfiguration } from '../../account/index.ts';
import { type MicrositeRow, toSiteMicrosite } from '../../microsite/index.ts';
import type { Platform } from '../../platform.ts';
import {
  CURRENCIES,
  FILTERED_OPTIONS,
  MODEL_AND_FIELDS,
  NOTIFICATION_TYPES,
  PRIORITIES,
  SEARCH_ORDERS,
} from './staticConfiguration.ts';

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** Publication types with their extras in form order and their categories, from the read models. */
async function publicationTypes(platform: Platform): Promise<Configuration['types']> {
  const [types, extras, categories] = await Promise.all([
    platform.db.selectFrom('publication_types').selectAll().execute(),
    platform.db.selectFrom('extras').select(['id', 'slug', 'translations', 'config']).execute(),
    platform.db.selectFrom('categories').select(['id', 'type_id', 'name', 'slug', 'icon']).execute(),
  ]);
  const extrasById = new Map(extras.map((extra) => [extra.id, extra]));
  return types
    .sort((a, b) => spanish.compare(a.title, b.title))
    .map((type) => ({
      id: type.id,
      slug: type.slug,
      icon: type.icon,
      translations: { es: { title: type.title } },
      config: { fields: type.fields, extras: type.extra_ids },
      extras: type.extra_ids.flatMap((id) => extrasById.get(id) ?? []),
      categories: categories
        .filter((category) => category.type_id === type.id)
        .sort((a, b) => spanish.compare(a.name, b.name)),
    }));
}

/** The configuration as the host asked serves it: `microsite` is that host's (null: the main platform). */
export async function loadConfiguration(
  platform: Platform,
  microsite: MicrositeRow | null = null,
): Promise<Configuration> {
  const { config } = platform;
  return {
    contact_email: config.contactEmail,
    maps: { key: config.mapsKey, map_id: config.mapId, style_url: config.mapStyleUrl },
    social: socialConfiguration(config),
    push: { vapid_public_key: config.vapid?.publicKey ?? null },
    analytics_id: config.analyticsId,
    microsite: microsite ? await toSiteMicrosite(platform.db, microsite) : null,
    types: await publicationTypes(platform),
    priorities: PRIORITIES,
    currencies: CURRENCIES,
    search_orders: SEARCH_ORDERS,
    filtered_options: FILTERED_OPTIONS,
    notification_types: NOTIFICATION_TYPES,
    MODEL: {
      user: { permissions: MODEL_AND_FIELDS.permissions },
      promocode: { applies_for: [...PROMOCODE_APPLIES_FOR] },
      microsite: { statuses: [...MICROSITE_STATUSES] },
      search: { results: config.searchResultsPageSize },
    },
    FIELDS: MODEL_AND_FIELDS.fields,
  };
}
