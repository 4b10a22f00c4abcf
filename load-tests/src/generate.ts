// `npm run load:generate`: fills a running deployment with a load world (generateWorld, as
// `npm run load` does for its own platform) and writes the fixture k6 reads, so k6 can run against
// that deployment (docker compose's load-world service runs this before k6). Each run adds a new
// world beside what the deployment holds. Exits 2 on a bad flag, 1 when generating fails.
import { connectToDeployment, type Deployment } from './deploymentPlatform.ts';
import { type GenerateOptions, parseGenerateOptions, USAGE } from './generateOptions.ts';
import { generateWorld } from './world/generateWorld.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);

function readOptions(): GenerateOptions {
  try {
    return parseGenerateOptions(process.argv.slice(2), process.env);
  } catch (error) {
    log(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
const started = performance.now();
const { publications, users, searches } = options.world;
let deployment: Deployment | undefined;
try {
  deployment = await connectToDeployment(process.env);
  log(`load:generate: ${publications} publications, ${users} users, ${searches} searches for ${deployment.url}`);
  await generateWorld(deployment, options.world, options.fixtureFile, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  log(`load:generate: fixture at ${options.fixtureFile} (${seconds} s)`);
} catch (error) {
  log(`load:generate: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await deployment?.platform.stop();
}
process.exit(process.exitCode ?? 0);
