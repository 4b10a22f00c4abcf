// GET /api/configuration, loaded once per browser session (SPEC.md section 7) and kept in
// sessionStorage. Its schema (with zod) downloads beside the answer, off the first screen's files.
import type { Configuration } from '@app/contracts/configuration';
import { mirrorInStorage, readStoredJson, storageOf } from '../session/persistedSignal.ts';
import { configuration } from '../session/sessionState.ts';
import { ApiError } from './failures.ts';
import type { HttpClient } from './httpClient.ts';

const STORAGE_KEY = 'configuration';

function configurationSchemaModule() {
  return import('@app/contracts/configuration');
}

async function parseConfiguration(
  value: unknown,
  schemaModule = configurationSchemaModule(),
): Promise<Configuration | null> {
  const { configurationSchema } = await schemaModule;
  const parsed = configurationSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error('Unexpected configuration', parsed.error.issues);
  return null;
}

export async function fetchConfiguration(http: HttpClient): Promise<Configuration> {
  // The schema downloads beside the answer, not after it.
  const schemaModule = configurationSchemaModule();
  const parsed = await parseConfiguration(await http({ method: 'GET', path: '/configuration' }), schemaModule);
  if (!parsed) throw new ApiError({ kind: 'unexpected-response' });
  return parsed;
}

/** The configuration this browser session stored, when it still matches the contract; else read anew. */
export async function loadConfiguration(http: HttpClient): Promise<void> {
  const stored = readStoredJson(storageOf('session'), STORAGE_KEY);
  const valid = stored === undefined || stored === null ? null : await parseConfiguration(stored);
  mirrorInStorage('session', STORAGE_KEY, configuration);
  configuration.value = valid ?? (await fetchConfiguration(http));
}
