// Creating, changing (multipart, POST with _method=PUT), prioritising and deleting a publication.
import { randomUUID } from 'node:crypto';
import { PUBLICATION_MESSAGES, prioritySettingSchema, publicationSchema } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/guards.ts';
import type { Platform } from '../../platform.ts';
import { readPublicationParts } from '../form/multipartParts.ts';
import { assertPublishes, findAccountPublication } from '../queries/accountPublications.ts';
import { changePriority, runPublicationCommand } from '../writes/otherCommands.ts';
import { savePublicationForm } from '../writes/saveForm.ts';
import { ACCOUNT_PUBLICATION_PATH, premiumOnly, publicationIdParams, tags } from './accountPublicationReads.ts';

const savedSchema = z.object({ message: z.string(), data: publicationSchema });
const messageSchema = z.object({ message: z.string() });

export function registerAccountPublicationWrites(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const answer = (request: FastifyRequest, id: string, message: string) =>
    findAccountPublication(db, id, sessionOf(request).userId, request.commandContext.now).then((data) => ({
      message,
      data,
    }));

  // Multipart: a JSON part `data` (or plain parts) and the files `medias[]`; read by readPublicationParts.
  api.post(
    ACCOUNT_PUBLICATION_PATH,
    { config: premiumOnly, schema: { tags, response: { 201: savedSchema } } },
    async (request, reply) => {
      const publicationId = randomUUID();
      const actor = { userId: sessionOf(request).userId, via: 'user' as const };
      const parts = await readPublicationParts(request);
      await savePublicationForm(platform, { publicationId, mode: 'create', actor, parts }, request.commandContext);
      return reply.status(201).send(await answer(request, publicationId, PUBLICATION_MESSAGES.created));
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const publicationId = request.params.id;
    const actor = { userId: sessionOf(request).userId, via: 'user' as const };
    await assertPublishes(db, publicationId, actor.userId);
    const parts = await readPublicationParts(request);
    await savePublicationForm(platform, { publicationId, mode: 'change', actor, parts }, request.commandContext);
    return answer(request, publicationId, PUBLICATION_MESSAGES.updated);
  };
  const updateOptions = {
    config: premiumOnly,
    schema: { tags, params: publicationIdParams, response: { 200: savedSchema } },
  };
  // Browsers send multipart forms as POST: the web client adds the part `_method=PUT`.
  api.post(`${ACCOUNT_PUBLICATION_PATH}/:id`, updateOptions, update);
  api.put(`${ACCOUNT_PUBLICATION_PATH}/:id`, updateOptions, update);

  api.put(
    `${ACCOUNT_PUBLICATION_PATH}/:id/priority`,
    {
      config: premiumOnly,
      schema: { tags, params: publicationIdParams, body: prioritySettingSchema, response: { 200: savedSchema } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await assertPublishes(db, request.params.id, userId);
      await changePriority(platform, request.params.id, userId, request.body, request.commandContext);
      return answer(request, request.params.id, PUBLICATION_MESSAGES.updated);
    },
  );

  api.delete(
    `${ACCOUNT_PUBLICATION_PATH}/:id`,
    { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: messageSchema } } },
    async (request) => {
      const { userId } = sessionOf(request);
      await assertPublishes(db, request.params.id, userId);
      const command = { type: 'delete' as const, actor: { userId, via: 'user' as const } };
      await runPublicationCommand(platform, request.params.id, command, request.commandContext);
      return { message: PUBLICATION_MESSAGES.deleted };
    },
  );
}
