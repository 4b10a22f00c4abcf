// Creating (POST /account/publication) and changing (PUT /account/publication/{id}, or POST with
// _method=PUT from a browser form) a publication: a multipart form saved through saveForm.
import { randomUUID } from 'node:crypto';
import { PUBLICATION_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform.ts';
import { assertPublishes } from '../managing/accountPublications.ts';
import {
  ACCOUNT_PUBLICATION_PATH,
  byId,
  premiumOnly,
  publicationIdParams,
  saved,
  savedSchema,
  sellerOf,
  tags,
} from '../sellerRoutes.ts';
import { readPublicationParts } from './multipartParts.ts';
import { savePublicationForm } from './saveForm.ts';

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

export function registerCreatingRoutes(app: FastifyInstance, platform: Platform): void {
  registerCreate(app, platform);
  registerUpdate(app, platform);
}
