// GET /api/sharing/card-image/{folder}/{file}: a stored picture as a link card's image (cardImage.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../commands/index.ts';
import { access } from '../http/index.ts';
import { isMediaKey } from '../media/index.ts';
import type { Platform } from '../platform.ts';
import { renderCardImage } from './cardImage.ts';

/** Crawlers come back now and then; a stored picture never changes under its name. */
const CARD_IMAGE_CACHE = 'public, max-age=604800';

export function registerCardImageRoute(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sharing/card-image/:folder/:file',
    {
      config: { access: access.visitor },
      schema: {
        tags: ['public'],
        params: z.object({ folder: z.string().max(100), file: z.string().max(100) }),
        querystring: z.object({ fit: z.enum(['cover', 'contain']).default('cover') }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      if (!isMediaKey(key)) throw DomainError.notFound();
      const bytes = await platform.media.read(key);
      if (!bytes) throw DomainError.notFound();
      const image = await renderCardImage(bytes, request.query.fit).catch(() => {
        throw DomainError.notFound();
      });
      return reply.header('cache-control', CARD_IMAGE_CACHE).type('image/jpeg').send(image);
    },
  );
}
