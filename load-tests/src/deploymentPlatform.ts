// A running deployment, reached the way its API instances reach it: its database (DATABASE_URL),
// its event store (EVENTSTORE_URL when set, KurrentDB) and its JWT_SECRET, so the sessions written
// here are the deployment's own. ROLE=api: the deployment's worker runs the projections, and this
// process only waits for their checkpoints. Nothing listens here; HTTP goes to BASE_URL.
import { DevelopmentOutbox, loadConfig, type RunningPlatform, startPlatform } from '@app/services';

export interface Deployment {
  platform: RunningPlatform;
  /** Where the deployment answers HTTP (its proxy). */
  url: string;
}

function required(environment: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = environment[name];
  if (!value) throw new Error(`${name} is not set: ${why}`);
  return value;
}

export async function connectToDeployment(environment: NodeJS.ProcessEnv): Promise<Deployment> {
  const url = required(environment, 'BASE_URL', "the deployment's address, e.g. http://proxy").replace(/\/$/, '');
  const databaseUrl = required(environment, 'DATABASE_URL', "the deployment's PostgreSQL (its read models)");
  const config = loadConfig({ ...environment, ROLE: 'api', SEED_DEMO: 'false' }, () => {
    throw new Error("JWT_SECRET is not set: the deployment's, or it refuses the fixture's tokens");
  });
  // The generator sends no mail; the deployment's SMTP server is no business of it.
  const parts = { mailer: new DevelopmentOutbox(() => {}) };
  const platform = await startPlatform(config, databaseUrl, undefined, parts);
  return { platform, url };
}
