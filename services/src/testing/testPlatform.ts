// A whole platform on a fresh database for one test suite: real Postgres, real projections, and
// the fastify app answering injected requests.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS, type Permission } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import type { FastifyInstance } from 'fastify';
import { registerUser } from '../account/registerUser.ts';
import { userDecider, userStream } from '../account/user.ts';
import { buildApp } from '../app.ts';
import { systemContext } from '../commands/commandContext.ts';
import { loadConfig } from '../config.ts';
import { issueToken } from '../http/tokens.ts';
import { execute } from '../platform.ts';
import { type RunningPlatform, startPlatform } from '../startPlatform.ts';

export interface TestPlatform {
  platform: RunningPlatform;
  app: FastifyInstance;
  databaseUrl: string;
  /** Opens an account with the given rights and returns a session token for it. */
  tokenFor(rights?: { premium?: boolean; permissions?: Permission[]; verified?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

export const ALL_PERMISSIONS = [...PERMISSIONS];

export async function startTestPlatform(overrides: NodeJS.ProcessEnv = {}): Promise<TestPlatform> {
  const database = await createTestDatabase('services');
  const config = loadConfig({ JWT_SECRET: 'test-secret-for-this-suite-only', ...overrides }, () => 'unused');
  const platform = await startPlatform(config, database.url);
  const app = await buildApp(platform);
  return {
    platform,
    app,
    databaseUrl: database.url,
    async tokenFor(rights = {}) {
      const context = systemContext();
      const userId = await registerUser(
        platform,
        { email: `${randomUUID()}@example.com`, name: 'Persona de prueba' },
        context,
      );
      const stream = userStream(userId);
      if (rights.verified !== false) await execute(platform, stream, userDecider, { type: 'verifyEmail' }, context);
      if (rights.premium)
        await execute(platform, stream, userDecider, { type: 'grantPremium', until: null, promocode: null }, context);
      if (rights.permissions) {
        const command = { type: 'changePermissions' as const, isAdmin: true, permissions: rights.permissions };
        await execute(platform, stream, userDecider, command, context);
      }
      return issueToken(config.jwtSecret, userId);
    },
    async stop() {
      await app.close();
      await platform.stop();
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
