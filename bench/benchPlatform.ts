// A platform for one benchmark on its database: quiet outbox, search batches of 10, and its app.
import { buildApp, DevelopmentOutbox, loadConfig, startPlatform } from '@app/services';

export async function startBenchPlatform(databaseUrl: string, secret: string) {
  const config = loadConfig({ JWT_SECRET: secret, SEARCH_RESULTS_PAGE_SIZE: '10' }, () => 'unused');
  const platform = await startPlatform(config, databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
  return { platform, app: await buildApp(platform) };
}
