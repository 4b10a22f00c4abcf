import { configurationSchema } from '@app/contracts/configuration';
import { ApiError } from './failures.ts';
import type { HttpClient } from './httpClient.ts';

/** GET /api/configuration: loaded once per browser session (SPEC.md section 7). */
export async function fetchConfiguration(http: HttpClient) {
  const parsed = configurationSchema.safeParse(await http({ method: 'GET', path: '/configuration' }));
  if (!parsed.success) {
    console.error('Unexpected configuration', parsed.error.issues);
    throw new ApiError({ kind: 'unexpected-response' });
  }
  return parsed.data;
}
