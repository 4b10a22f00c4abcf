// The configuration (SPEC.md section 7): the server inlines it into every page it sends (a JSON
// <script>, services/src/http/webClient.ts), so the app reads it without a request; without it
// (the development server's page) it is read from GET /api/configuration once per browser session
// and kept in sessionStorage. The inlined copy is the server's answer in this very page, from the
// same build: it is read as it is. A stored or fetched copy is checked with its schema (with zod,
// downloaded only then): a stored one may come from an older build.
import type { Configuration } from '@app/contracts/configuration';
import { mirrorInStorage, readStoredJson, storageOf } from '../session/persistedSignal.ts';
import { configuration } from '../session/sessionState.ts';
import { ApiError } from './failures.ts';
import type { HttpClient } from './httpClient.ts';

const STORAGE_KEY = 'configuration';
/** The inlined configuration's element (CONFIGURATION_ELEMENT_ID on the server). */
const INLINED_ID = 'configuration';

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

/** The configuration the server inlined into this page, unparsed; undefined when it did not. */
export function inlinedConfiguration(): unknown {
  const text = globalThis.document?.getElementById(INLINED_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The page's inlined configuration, else this browser session's stored one, else read anew. */
export async function loadConfiguration(http: HttpClient): Promise<void> {
  const inlined = inlinedConfiguration() as Configuration | undefined;
  const stored = inlined ? null : readStoredJson(storageOf('session'), STORAGE_KEY);
  const valid = inlined ?? (stored === undefined || stored === null ? null : await parseConfiguration(stored));
  mirrorInStorage('session', STORAGE_KEY, configuration);
  configuration.value = valid ?? (await fetchConfiguration(http));
}
