// Configuration from the environment, each variable with its default (README lists them).
import { DEFAULT_SYNC_INTERVAL_HOURS } from '@app/contracts';
import { z } from 'zod';
import { type OperationsConfig, operationsConfig, operationsEnvironmentSchema, type Role } from './health/index.ts';
import { type TrustedProxies, trustProxySchema } from './http/ports.ts';
import type { VapidKeys } from './live/ports.ts';

const environmentSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: trustProxySchema,
  DATABASE_URL: z.string().optional(),
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().positive().default(54329),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  CONTACT_EMAIL: z.string().default('hola@coincidir.com.ar'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  MAP_STYLE_URL: z.string().optional(),
  MAPS_KEY: z.string().optional(),
  MAP_ID: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  GOOGLE_SCRIPT_URL: z.url().default('https://accounts.google.com/gsi/client'),
  APPLE_SCRIPT_URL: z
    .url()
    .default('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/es_ES/appleid.auth.js'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Coincidir <no-responder@coincidir.com.ar>'),
  NODE_ENV: z.string().default('development'),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  ANALYTICS_ID: z.string().optional(),
  SEARCH_RESULTS_PAGE_SIZE: z.coerce.number().int().positive().default(10),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  OTHERS_LIKES_FIRST: z.enum(['true', 'false']).default('true'),
  PROJECTION_WRITE_BEHIND: z.enum(['true', 'false']).default('true'),
  SYNC_INTERVAL_HOURS: z.coerce.number().positive().default(DEFAULT_SYNC_INTERVAL_HOURS),
  SYNC_CONCURRENCY: z.coerce.number().int().positive().default(2),
  SYNC_POLL_MS: z.coerce.number().int().positive().default(5_000),
  /** Waits before each retry of a lead webhook delivery, comma separated (docs/decisions/leads.md). */
  LEAD_WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default('10000,60000,300000,1800000,7200000')
    .transform((list) => list.split(',').map(Number)),
  /** Superlikes one searcher may send an Argentine day (docs/decisions/leads.md). */
  SUPERLIKES_PER_DAY: z.coerce.number().int().min(1).default(10),
  LEAD_WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(1_000),
  OCTOPARSE_API_URL: z.url().default('https://openapi.octoparse.com'),
  STATS_DEFAULT_RANGE_DAYS: z.coerce.number().int().min(1).default(30),
  STATS_MAX_RANGE_DAYS: z.coerce.number().int().min(1).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...operationsEnvironmentSchema.shape,
});

export interface AppConfig {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false: none. */
  trustProxy: TrustedProxies;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  jwtSecret: string;
  dataDirectory: string;
  embeddedPostgresPort: number;
  rateLimitPerMinute: number;
  readYourWritesTimeoutMs: number;
  contactEmail: string;
  /** Where people open the platform: links in e-mails start here (PUBLIC_URL). */
  publicUrl: string;
  mapStyleUrl: string | null;
  mapsKey: string | null;
  mapId: string | null;
  googleClientId: string | null;
  appleClientId: string | null;
  googleJwksUrl: string;
  appleJwksUrl: string;
  /** Google Identity Services and Sign in with Apple JS, loaded by the client only when the provider is set up. */
  googleScriptUrl: string;
  appleScriptUrl: string;
  /** null: no mail server; mail goes to the development outbox (log and /api/dev/outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  production: boolean;
  /** The keys that sign pushes; null: pushes stay queued (tests that do not push). */
  vapid: VapidKeys | null;
  analyticsId: string | null;
  searchResultsPageSize: number;
  seedDemo: boolean;
  /** A participant's next cards start with what the others of the group like (groupLikes.ts). */
  othersLikesFirst: boolean;
  /** Projections write a batch's single-row inserts behind (projections/src/runner/batchWriter.ts). */
  projectionWriteBehind: boolean;
  logLevel: string;
  role: Role;
  operations: OperationsConfig;
  /** How the worker runs synchronizers (services/src/synchronizer). */
  synchronizer: { intervalHours: number; concurrency: number; pollMs: number; octoparseUrl: string };
  superlikesPerDay: number;
  /** How sellers' lead webhooks are delivered (services/src/statistics/leadWebhook). */
  leadWebhooks: { retryDelaysMs: number[]; pollMs: number };
  /** The statistics' date range in days: the report's default and the longest one may ask for. */
  statistics: { defaultRangeDays: number; maxRangeDays: number };
}

/** `vapidFallback`: the keys to use when the environment names none (given the subject to sign as). */
export function loadConfig(
  environment: NodeJS.ProcessEnv,
  jwtSecretFallback: () => string,
  vapidFallback: (subject: string) => VapidKeys | null = () => null,
): AppConfig {
  const env = environmentSchema.parse(environment);
  const vapidSubject = env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`;
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    eventStoreUrl: env.EVENTSTORE_URL,
    jwtSecret: env.JWT_SECRET ?? jwtSecretFallback(),
    dataDirectory: env.DATA_DIR,
    embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    readYourWritesTimeoutMs: env.READ_YOUR_WRITES_TIMEOUT_MS,
    contactEmail: env.CONTACT_EMAIL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    mapsKey: env.MAPS_KEY ?? null,
    mapId: env.MAP_ID ?? null,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    appleClientId: env.APPLE_CLIENT_ID ?? null,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    appleJwksUrl: env.APPLE_JWKS_URL,
    googleScriptUrl: env.GOOGLE_SCRIPT_URL,
    appleScriptUrl: env.APPLE_SCRIPT_URL,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM,
    production: env.NODE_ENV === 'production',
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject }
        : vapidFallback(vapidSubject),
    analyticsId: env.ANALYTICS_ID ?? null,
    searchResultsPageSize: env.SEARCH_RESULTS_PAGE_SIZE,
    seedDemo: env.SEED_DEMO === 'true',
    othersLikesFirst: env.OTHERS_LIKES_FIRST === 'true',
    projectionWriteBehind: env.PROJECTION_WRITE_BEHIND === 'true',
    logLevel: env.LOG_LEVEL,
    role: env.ROLE,
    operations: operationsConfig(env),
    synchronizer: {
      intervalHours: env.SYNC_INTERVAL_HOURS,
      concurrency: env.SYNC_CONCURRENCY,
      pollMs: env.SYNC_POLL_MS,
      octoparseUrl: env.OCTOPARSE_API_URL,
    },
    superlikesPerDay: env.SUPERLIKES_PER_DAY,
    leadWebhooks: { retryDelaysMs: env.LEAD_WEBHOOK_RETRY_DELAYS_MS, pollMs: env.LEAD_WEBHOOK_POLL_MS },
    statistics: {
      defaultRangeDays: Math.min(env.STATS_DEFAULT_RANGE_DAYS, env.STATS_MAX_RANGE_DAYS),
      maxRangeDays: env.STATS_MAX_RANGE_DAYS,
    },
  };
}
