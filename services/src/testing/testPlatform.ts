// A whole platform on a fresh database for one test suite: real Postgres, real projections, and
// the fastify app answering injected requests. Time is an adjustable clock, media go to a
// temporary folder, mail to a quiet development outbox unless SMTP_URL names a server.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS, type Permission } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { startSession } from '../account/session/sessions.ts';
import { registerUser } from '../account/user/registerUser.ts';
import { userStream } from '../account/user/user.ts';
import { type UserCommand, userDecider } from '../account/user/userDecider.ts';
import { buildApp } from '../app.ts';
import { AdjustableClock } from '../clock.ts';
import { systemContext } from '../commands/commandContext.ts';
import { loadConfig } from '../config.ts';
import { DevelopmentOutbox } from '../mail/developmentOutbox.ts';
import { LocalMediaStorage } from '../media/mediaStorage.ts';
import { execute, type Platform, type PlatformParts } from '../platform.ts';
import { type RunningPlatform, startPlatform } from '../startPlatform.ts';
import { boundedStep } from './boundedStep.ts';
import { migratedTemplate } from './migratedTemplate.ts';
import { ownTestPlace, type TestPlace } from './testPlace.ts';

export interface Rights {
  premium?: boolean;
  permissions?: Permission[];
  verified?: boolean;
  /** Statistics granted by an administrator (`has_stat`). */
  statistics?: boolean;
}

export interface TestAccount {
  userId: string;
  email: string;
  token: string;
}

export interface TestPlatform {
  platform: RunningPlatform;
  app: FastifyInstance;
  databaseUrl: string;
  clock: AdjustableClock;
  /** Opens an account with the given rights and returns a session token for it. */
  tokenFor(rights?: Rights): Promise<string>;
  /** The same, with the account's id and e-mail. */
  accountFor(rights?: Rights): Promise<TestAccount>;
  /**
   * A second API instance on the same database, with its own event store connection and projections
   * (none with `{ ROLE: 'api' }`); the suite's settings with `overrides` over them.
   */
  anotherInstance(overrides?: NodeJS.ProcessEnv): Promise<{ app: FastifyInstance; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

export const ALL_PERMISSIONS = [...PERMISSIONS];

function rightsCommands(rights: Rights): UserCommand[] {
  const commands: UserCommand[] = [];
  if (rights.verified !== false) commands.push({ type: 'verifyEmail' });
  if (rights.premium) commands.push({ type: 'grantPremium', until: null, promocode: null });
  if (rights.permissions) commands.push({ type: 'changePermissions', isAdmin: true, permissions: rights.permissions });
  if (rights.statistics) commands.push({ type: 'changeStatisticsAccess', hasStat: true });
  return commands;
}

/** Gives an account the rights and answers a session token for it. */
export async function signInWithRights(platform: Platform, userId: string, now: Date, rights: Rights = {}) {
  const context = systemContext(now);
  for (const command of rightsCommands(rights)) {
    await execute(platform, userStream(userId), userDecider, command, context);
  }
  return startSession(platform, userId, 'signup', context);
}

/** Opens an account with the given rights on a running platform; its id, e-mail and a session token. */
export async function openAccount(platform: Platform, now: Date, rights: Rights = {}): Promise<TestAccount> {
  const email = `${randomUUID()}@example.com`;
  const userId = await registerUser(platform, { email, name: 'Persona de prueba' }, systemContext(now));
  return { userId, email, token: await signInWithRights(platform, userId, now, rights) };
}

export async function startTestPlatform(
  overrides: NodeJS.ProcessEnv = {},
  parts: Partial<PlatformParts> = {},
  place?: TestPlace,
): Promise<TestPlatform> {
  const { databaseUrl, mediaDirectory, release } =
    place ?? (await ownTestPlace({ database: await migratedTemplate() }));
  // Several suites share one test process on a busy machine: its memory and event loop say
  // nothing about the platform under test, so the overload guard is off unless a suite asks.
  const environment = {
    JWT_SECRET: 'test-secret-for-this-suite-only',
    MAX_RSS_BYTES: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  };
  const config = loadConfig(environment, () => 'unused');
  const clock = new AdjustableClock();
  const platform = await startPlatform(config, databaseUrl, undefined, {
    clock,
    media: new LocalMediaStorage(mediaDirectory),
    ...(config.smtpUrl ? {} : { mailer: new DevelopmentOutbox(() => {}) }),
    ...parts,
  });
  const app = await buildApp(platform);
  const instances: { stop(): Promise<void> }[] = [];
  const anotherInstance = async (instanceOverrides: NodeJS.ProcessEnv = {}) => {
    const instanceConfig = loadConfig({ ...environment, ...instanceOverrides }, () => 'unused');
    const other = await startPlatform(instanceConfig, databaseUrl, undefined, {
      clock,
      media: platform.media,
      ...(config.smtpUrl ? {} : { mailer: new DevelopmentOutbox(() => {}) }),
    });
    const otherApp = await buildApp(other);
    const instance = {
      app: otherApp,
      async stop() {
        await otherApp.close();
        await other.stop();
      },
    };
    instances.push(instance);
    return instance;
  };
  const accountFor = (rights: Rights = {}) => openAccount(platform, clock.now(), rights);
  return {
    platform,
    app,
    databaseUrl,
    clock,
    accountFor,
    anotherInstance,
    tokenFor: async (rights) => (await accountFor(rights)).token,
    async stop() {
      for (const instance of instances) await boundedStep('another instance', () => instance.stop());
      await boundedStep('app', () => app.close());
      await boundedStep('platform', () => platform.stop());
      await release();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
