// PUT {type, config} → the setting the aggregate records: type api is refused ('Aún no
// disponible'), a feed URL must be http(s) and public (a Spanish 422 at `config.url`), an Octoparse
// password is encrypted (and kept when a saved scraping synchronizer is changed without one).
import {
  fieldErrors,
  jsonFeedConfigSchema,
  type StoredSynchronizerSetting,
  SYNCHRONIZER_MESSAGES,
  type SynchronizerSetting,
  scrapingConfigSchema,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import type { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { checkPublicUrlField } from '../../outboundFetch/index.ts';
import type { Platform } from '../../platform.ts';
import { encryptCredential } from '../credentials.ts';
import type { SynchronizerState } from '../synchronizer.ts';

function parsed<T>(schema: z.ZodType<T>, config: unknown): T {
  const result = schema.safeParse(config);
  if (result.success) return result.data;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([field, messages]) => [`config.${field}`, messages]),
  );
  throw new DomainError('validation', Object.values(errors)[0]?.[0] ?? VALIDATION_MESSAGES.invalid, errors);
}

async function jsonSetting(platform: Platform, config: unknown): Promise<StoredSynchronizerSetting> {
  const { url } = parsed(jsonFeedConfigSchema, config);
  await checkPublicUrlField(url, platform.outbound, 'config.url');
  return { type: 'json', config: { url } };
}

function scrapingSetting(platform: Platform, config: unknown, saved: SynchronizerState): StoredSynchronizerSetting {
  const { service, username, password, taskId } = parsed(scrapingConfigSchema, config);
  const kept =
    saved.status === 'active' && saved.synchronizer.setting.type === 'scraping'
      ? saved.synchronizer.setting.config.passwordCiphertext
      : null;
  const passwordCiphertext = password ? encryptCredential(platform.config.jwtSecret, password) : kept;
  if (!passwordCiphertext) throw DomainError.invalidField('config.password', VALIDATION_MESSAGES.required);
  return { type: 'scraping', config: { service, username, passwordCiphertext, taskId } };
}

export async function checkedSetting(
  platform: Platform,
  setting: SynchronizerSetting,
  saved: SynchronizerState,
): Promise<StoredSynchronizerSetting> {
  switch (setting.type) {
    case 'api':
      throw DomainError.invalidField('type', SYNCHRONIZER_MESSAGES.unavailable);
    case 'json':
      return jsonSetting(platform, setting.config);
    case 'scraping':
      return scrapingSetting(platform, setting.config, saved);
    default: {
      const unexpected: never = setting.type;
      return unexpected;
    }
  }
}
