// `node deploy/checkCompose.mjs`: checks docker-compose.yml and the Caddyfile for what a schema
// cannot see, without Docker: dependencies that exist and have healthchecks, declared volumes and
// mounted files, variables the application really reads, gossip seeds that name the other nodes,
// proxy upstreams that are services on the right port. (`yaml` comes with the dev tooling.)
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
const appConfig =
  readFileSync(path.join(root, 'services/src/config.ts'), 'utf8') +
  readFileSync(path.join(root, 'services/src/health/operationsConfig.ts'), 'utf8');

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
    for (const key of Object.keys(environment)) {
      if (!appConfig.includes(`${key}:`)) problems.push(`${name}: ${key} is not a variable the application reads`);
    }
    const mentioned = [...environment.EVENTSTORE_URL.matchAll(/(kurrentdb-\d):2113/g)].map((match) => match[1]);
    for (const host of mentioned) if (!names.has(host)) problems.push(`${name}: EVENTSTORE_URL names unknown ${host}`);
    if (!environment.DATABASE_URL.includes('@postgres:5432/')) problems.push(`${name}: DATABASE_URL not on postgres`);
    if (!environment.SMTP_URL.includes('mailpit:1025')) problems.push(`${name}: SMTP_URL not on mailpit`);
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
const k6 = services.k6;
if (!k6.profiles?.includes('load')) problems.push('k6 is not under the load profile');
if (!k6.command.join(' ').includes(['/scripts/$', '{SCENARIO:-swipe}.js'].join(''))) problems.push('k6 command');
if (!k6.volumes.some((mount) => mount.startsWith('./load-tests:/scripts'))) problems.push('k6 mounts');
console.log(
  problems.length ? problems.join('\n') : `compose: ${names.size} services, ${volumes.size} volumes, no problems`,
);
process.exit(problems.length ? 1 : 0);
