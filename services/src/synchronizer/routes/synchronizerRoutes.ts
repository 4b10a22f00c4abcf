// /api/account/synchronizer (SPEC.md section 7), premium sellers only, each on their own
// synchronizer: GET; PUT {type, config} (creates and syncs); POST /sync; DELETE. Beside them, the
// held removals (approve / reject) and 'Deshacer' of a removed publication.
import {
  SYNCHRONIZER_MESSAGES,
  synchronizerResponseSchema,
  synchronizerSavedSchema,
  synchronizerSettingSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import { awaitReadModelsOf, execute, type Platform } from '../../platform.ts';
import { applyPendingRemovals, undoRemoval } from '../running/removals.ts';
import { loadSynchronizer } from '../running/synchronizerState.ts';
import { synchronizerStream } from '../synchronizer.ts';
import { type SynchronizerCommand, synchronizerDecider } from '../synchronizerDecider.ts';
import { checkedSetting } from './checkedSetting.ts';
import { synchronizerView } from './synchronizerView.ts';

const PATH = '/account/synchronizer';
const tags = [PATH];
const premiumOnly = { access: access.premium };
const messageSchema = z.object({ message: z.string() });

async function saved(platform: Platform, ownerId: string, message: string) {
  const data = await synchronizerView(platform.db, ownerId);
  if (!data) throw new DomainError('not_found', SYNCHRONIZER_MESSAGES.notConfigured);
  return { message, data };
}

function command(platform: Platform, request: FastifyRequest, synchronizerCommand: SynchronizerCommand) {
  const { userId } = sessionOf(request);
  return execute(
    platform,
    synchronizerStream(userId),
    synchronizerDecider,
    synchronizerCommand,
    request.commandContext,
  );
}

function registerReadAndSave(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    PATH,
    { config: premiumOnly, schema: { tags, response: { 200: synchronizerResponseSchema } } },
    async (request) => ({
      data: await synchronizerView(platform.db, sessionOf(request).userId),
    }),
  );
  api.put(
    PATH,
    {
      config: premiumOnly,
      schema: { tags, body: synchronizerSettingSchema, response: { 200: synchronizerSavedSchema } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const setting = await checkedSetting(platform, request.body, await loadSynchronizer(platform, userId));
      await command(platform, request, { type: 'configure', ownerId: userId, setting });
      return saved(platform, userId, SYNCHRONIZER_MESSAGES.updated);
    },
  );
  api.delete(PATH, { config: premiumOnly, schema: { tags, response: { 200: messageSchema } } }, async (request) => {
    await command(platform, request, { type: 'delete' });
    return { message: SYNCHRONIZER_MESSAGES.deleted };
  });
}

function registerRunsAndRemovals(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = { config: premiumOnly, schema: { tags, response: { 200: synchronizerSavedSchema } } };
  api.post(`${PATH}/sync`, options, async (request) => {
    await command(platform, request, { type: 'requestSync', reason: 'manual' });
    return saved(platform, sessionOf(request).userId, SYNCHRONIZER_MESSAGES.marked);
  });
  api.post(`${PATH}/removals/approve`, options, async (request) => {
    const { userId } = sessionOf(request);
    await command(platform, request, { type: 'approveRemovals' });
    await awaitReadModelsOf(platform, await applyPendingRemovals(platform, userId, request.commandContext));
    return saved(platform, userId, SYNCHRONIZER_MESSAGES.removalsApproved);
  });
  api.post(`${PATH}/removals/reject`, options, async (request) => {
    await command(platform, request, { type: 'rejectRemovals' });
    return saved(platform, sessionOf(request).userId, SYNCHRONIZER_MESSAGES.removalsRejected);
  });
  api.post(
    `${PATH}/removed/:id/restore`,
    { ...options, schema: { ...options.schema, params: z.object({ id: z.uuid() }) } },
    async (request) => {
      const { userId } = sessionOf(request);
      await awaitReadModelsOf(platform, await undoRemoval(platform, userId, request.params.id, request.commandContext));
      return saved(platform, userId, SYNCHRONIZER_MESSAGES.removalUndone);
    },
  );
}

export function registerSynchronizerRoutes(app: FastifyInstance, platform: Platform): void {
  registerReadAndSave(app, platform);
  registerRunsAndRemovals(app, platform);
}
