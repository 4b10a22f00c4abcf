import { type Configuration, MICROSITE_STATUSES } from '@app/contracts';
import { PROMOCODE_APPLIES_FOR } from '@app/contracts/account/promocode';
import { socialConfiguration } from '../../account/index.ts';
import { type MicrositeRow, toSiteMicrosite } from '../../microsite/index.ts';
import type { Platform } from '../../platform.ts';
import { currentPublicationTypes } from './publicationTypesCache.ts';
import {
  CURRENCIES,
  FILTERED_OPTIONS,
  MODEL_AND_FIELDS,
  NOTIFICATION_TYPES,
  PRIORITIES,
  SEARCH_ORDERS,
} from './staticConfiguration.ts';

function configurationOf(
  platform: Platform,
  microsite: Configuration['microsite'],
  types: Configuration['types'],
): Configuration {
  const { config } = platform;
  return {
    contact_email: config.contactEmail,
    maps: { key: config.mapsKey, map_id: config.mapId, style_url: config.mapStyleUrl },
    social: socialConfiguration(config),
    push: { vapid_public_key: config.vapid?.publicKey ?? null },
    analytics_id: config.analyticsId,
    microsite,
    types,
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

/**
 * The main platform's configuration, one object while its types are the same cached ones: the
 * server's renderer checks a configuration's schema once per object (web/src/app/serverEntry.tsx).
 */
const platformConfigurations = new WeakMap<Configuration['types'], Configuration>();

/** The configuration as the host asked serves it: `microsite` is that host's (null: the main platform). */
export async function loadConfiguration(
  platform: Platform,
  microsite: MicrositeRow | null = null,
): Promise<Configuration> {
  if (microsite) {
    const [site, types] = await Promise.all([
      toSiteMicrosite(platform.db, microsite),
      currentPublicationTypes(platform),
    ]);
    return configurationOf(platform, site, types);
  }
  const types = await currentPublicationTypes(platform);
  let configuration = platformConfigurations.get(types);
  if (!configuration) {
    configuration = Object.freeze(configurationOf(platform, null, types));
    platformConfigurations.set(types, configuration);
  }
  return configuration;
}
