// `node deploy/checkCompose.mjs`: checks docker-compose.yml and the Caddyfile for what a schema
// cannot see, without Docker: dependencies that exist and have healthchecks, declared volumes and
// mounted files, variables the application (or the load world generator) really reads, gossip seeds
// that name the other nodes, proxy upstreams that are services on the right port, Dockerfile stages,
// and k6 reading the fixture load-world writes. (`yaml` comes with the dev tooling.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const text = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const document = YAML.parseDocument(text, { merge: true });
if (document.errors.length) throw new Error(document.errors.join('\n'));
const compose = document.toJS({ maxAliasCount: 100 });
const problems = [];
const services = compose.services;
const names = new Set(Object.keys(services));
const volumes = new Set(Object.keys(compose.volumes ?? {}));
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const appConfig = read('services/src/config.ts') + read('services/src/health/operationsConfig.ts');
// load-world passes its environment to the application's configuration and reads a few variables itself.
const generatorVariables = read('load-tests/src/deploymentPlatform.ts') + read('load-tests/src/generateOptions.ts');
const stages = [...read('Dockerfile').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);

for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) problems.push(`${name}: neither image nor build`);
  const dependsOn = service.depends_on ?? {};
  for (const [dependency, { condition }] of Object.entries(dependsOn)) {
    if (!names.has(dependency)) problems.push(`${name}: depends on unknown ${dependency}`);
    const target = services[dependency];
    if (condition === 'service_healthy' && !target?.healthcheck)
      problems.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
    if (target?.profiles && !service.profiles) problems.push(`${name}: depends on profiled ${dependency}`);
  }
  for (const mount of service.volumes ?? []) {
    const [source] = mount.split(':');
    if (source.startsWith('.')) {
      if (!existsSync(path.join(root, source))) problems.push(`${name}: mounts missing ${source}`);
    } else if (!volumes.has(source)) problems.push(`${name}: volume ${source} not declared`);
  }
  const environment = service.environment ?? {};
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value !== 'string') problems.push(`${name}: ${key} is ${typeof value}, not a string`);
  }
  if (service.build) {
    const generator = service.build.target === 'load-world';
    if (service.build.target && !stages.includes(service.build.target))
      problems.push(`${name}: the Dockerfile has no stage ${service.build.target}`);
    for (const key of Object.keys(environment)) {
      const known = appConfig.includes(`${key}:`) || (generator && generatorVariables.includes(key));
      if (!known) problems.push(`${name}: ${key} is not a variable the application reads`);
    }
    const mentioned = [...environment.EVENTSTORE_URL.matchAll(/(kurrentdb-\d):2113/g)].map((match) => match[1]);
    for (const host of mentioned) if (!names.has(host)) problems.push(`${name}: EVENTSTORE_URL names unknown ${host}`);
    if (!environment.DATABASE_URL.includes('@postgres:5432/')) problems.push(`${name}: DATABASE_URL not on postgres`);
    if (!generator && !environment.SMTP_URL.includes('mailpit:1025')) problems.push(`${name}: SMTP_URL not on mailpit`);
  }
}
for (const name of names) {
  if (name.startsWith('kurrentdb-')) {
    const seeds = services[name].environment.KURRENTDB_GOSSIP_SEED.split(',').map((seed) => seed.split(':')[0]);
    const others = [...names].filter((other) => other.startsWith('kurrentdb-') && other !== name).sort();
    if (seeds.sort().join() !== others.join())
      problems.push(`${name}: gossip seeds ${seeds} are not the other nodes ${others}`);
    if (services[name].environment.KURRENTDB_NODE_HOST_ADVERTISE_AS !== name)
      problems.push(`${name}: advertises another name`);
  }
}
const caddy = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
for (const upstream of caddy
  .match(/reverse_proxy ([^{]+)\{/)[1]
  .trim()
  .split(/\s+/)) {
  const [host, port] = upstream.split(':');
  if (!names.has(host)) problems.push(`Caddyfile: upstream ${host} is not a service`);
  if (services[host]?.environment?.PORT !== port)
    problems.push(`Caddyfile: ${host} listens on ${services[host]?.environment?.PORT}, not ${port}`);
  if (!Object.keys(services.proxy.depends_on).includes(host)) problems.push(`proxy does not wait for ${host}`);
}
const healthcheckTarget = services.worker.healthcheck.test.join(' ');
if (!healthcheckTarget.includes(`:${services.worker.environment.PORT}/api/health/live`))
  problems.push('app healthcheck port differs from PORT');
// `build: .` builds the Dockerfile's last stage: the application's image, not load-world.
if (stages.at(-1) !== 'runtime') problems.push(`Dockerfile: the last stage is ${stages.at(-1)}, not runtime`);
const k6 = services.k6;
if (!k6.profiles?.includes('load')) problems.push('k6 is not under the load profile');
if (!k6.command.join(' ').includes(['/scripts/$', '{SCENARIO:-swipe}.js'].join(''))) problems.push('k6 command');
if (!k6.volumes.some((mount) => mount.startsWith('./load-tests:/scripts'))) problems.push('k6 mounts');
const world = services['load-world'];
if (!world) problems.push('no load-world service to write the fixture');
else {
  if (!world.profiles?.includes('load')) problems.push('load-world is not under the load profile');
  if (k6.depends_on?.['load-world']?.condition !== 'service_completed_successfully')
    problems.push('k6 does not wait for load-world to finish');
  if (world.depends_on?.proxy?.condition !== 'service_healthy') problems.push('load-world does not wait for the proxy');
  if (world.environment.BASE_URL !== k6.environment.BASE_URL)
    problems.push('load-world and k6 use different BASE_URLs');
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'JWT_SECRET']) {
    if (world.environment[key] !== services['api-1'].environment[key])
      problems.push(`load-world: ${key} differs from api-1's`);
  }
  // The fixture's folder is a volume both mount: load-world writes it, k6 reads it.
  const fixtureFolder = path.posix.dirname(k6.environment.FIXTURE ?? '');
  const mountAt = (service, folder) => service.volumes.find((mount) => mount.split(':')[1] === folder) ?? '';
  const written = mountAt(world, fixtureFolder);
  if (!written || written.endsWith(':ro') || mountAt(k6, fixtureFolder).split(':')[0] !== written.split(':')[0])
    problems.push(`k6's FIXTURE is not in a volume load-world writes (${k6.environment.FIXTURE})`);
  if (!read('Dockerfile').includes(`"--out", "${k6.environment.FIXTURE}"`))
    problems.push(`load-world's image does not write ${k6.environment.FIXTURE}`);
}
console.log(
  problems.length ? problems.join('\n') : `compose: ${names.size} services, ${volumes.size} volumes, no problems`,
);
process.exit(problems.length ? 1 : 0);
