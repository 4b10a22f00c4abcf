// A platform for one benchmark on its database: quiet outbox, search batches of 10, no load
// shedding, and its app.
import { buildApp, DevelopmentOutbox, loadConfig, startPlatform } from '@app/services';

export async function startBenchPlatform(databaseUrl: string, secret: string) {
  // No load shedding (0 turns it off): on a shared machine the event loop lags past the production
  // limit and a measured call answered 503 instead of being measured.
  const settings = { JWT_SECRET: secret, SEARCH_RESULTS_PAGE_SIZE: '10', MAX_EVENT_LOOP_DELAY_MS: '0' };
  const config = loadConfig(settings, () => 'unused');
  const platform = await startPlatform(config, databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
  return { platform, app: await buildApp(platform) };
}
