// Creating, changing (multipart, POST with _method=PUT), prioritising and deleting a publication.
import { randomUUID } from 'node:crypto';
import { PUBLICATION_MESSAGES, prioritySettingSchema, publicationSchema } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { readPublicationParts } from '../form/multipartParts.ts';
import { assertPublishes, findAccountPublication } from '../queries/accountPublications.ts';
import { changePriority, runPublicationCommand } from '../writes/otherCommands.ts';
import { savePublicationForm } from '../writes/saveForm.ts';
import { ACCOUNT_PUBLICATION_PATH, premiumOnly, publicationIdParams, tags } from './accountPublicationReads.ts';

const savedSchema = z.object({ message: z.string(), data: publicationSchema });
const messageSchema = z.object({ message: z.string() });
const byId = `${ACCOUNT_PUBLICATION_PATH}/:id`;

/** The saved publication as its seller now reads it, with the success message. */
async function saved(platform: Platform, request: FastifyRequest, publicationId: string, message: string) {
  const { userId } = sessionOf(request);
  return {
    message,
    data: await findAccountPublication(platform.db, publicationId, userId, request.commandContext.now),
  };
}

const sellerOf = (request: FastifyRequest) => ({ userId: sessionOf(request).userId, via: 'user' as const });

function registerCreate(app: FastifyInstance, platform: Platform): void {
  // Multipart: a JSON part `data` (or plain parts) and the files `medias[]`; read by readPublicationParts.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      ACCOUNT_PUBLICATION_PATH,
      { config: premiumOnly, schema: { tags, response: { 201: savedSchema } } },
      async (request, reply) => {
        const publicationId = randomUUID();
        const parts = await readPublicationParts(request);
        const save = { publicationId, mode: 'create' as const, actor: sellerOf(request), parts };
        await savePublicationForm(platform, save, request.commandContext).finally(parts.discard);
        return reply.status(201).send(await saved(platform, request, publicationId, PUBLICATION_MESSAGES.created));
      },
    );
}

function registerUpdate(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: premiumOnly,
    schema: { tags, params: publicationIdParams, response: { 200: savedSchema } },
  };
  const update = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const publicationId = request.params.id;
    const actor = sellerOf(request);
    await assertPublishes(platform.db, publicationId, actor.userId);
    const parts = await readPublicationParts(request);
    const save = { publicationId, mode: 'change' as const, actor, parts };
    await savePublicationForm(platform, save, request.commandContext).finally(parts.discard);
    return saved(platform, request, publicationId, PUBLICATION_MESSAGES.updated);
  };
  // Browsers send multipart forms as POST: the web client adds the part `_method=PUT`.
  api.post(byId, options, update);
  api.put(byId, options, update);
}

function registerPriority(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${byId}/priority`,
    {
      config: premiumOnly,
      schema: { tags, params: publicationIdParams, body: prioritySettingSchema, response: { 200: savedSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { userId } = sessionOf(request);
      await assertPublishes(platform.db, id, userId);
      await changePriority(platform, id, userId, request.body, request.commandContext);
      return saved(platform, request, id, PUBLICATION_MESSAGES.updated);
    },
  );
}

function registerDelete(app: FastifyInstance, platform: Platform): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      byId,
      { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: messageSchema } } },
      async (request) => {
        const { id } = request.params;
        const actor = sellerOf(request);
        await assertPublishes(platform.db, id, actor.userId);
        await runPublicationCommand(platform, id, { type: 'delete', actor }, request.commandContext);
        return { message: PUBLICATION_MESSAGES.deleted };
      },
    );
}

export function registerAccountPublicationWrites(app: FastifyInstance, platform: Platform): void {
  registerCreate(app, platform);
  registerUpdate(app, platform);
  registerPriority(app, platform);
  registerDelete(app, platform);
}
