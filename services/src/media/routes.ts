// GET /api/media/{folder}/{file}: stored media, cached for good (names change with the content);
// a publication picture's rendition is made on its first request when the upload did not make it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../commands/index.ts';
import { access } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { isMediaKey } from './mediaStorage.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export function registerMediaRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/media/:folder/:file',
    {
      config: { access: access.visitor },
      schema: { tags: ['media'], params: z.object({ folder: z.string().max(100), file: z.string().max(100) }) },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const contentType = CONTENT_TYPES[key.split('.').pop() ?? ''];
      if (!isMediaKey(key) || !contentType) throw DomainError.notFound();
      const bytes = (await platform.media.read(key)) ?? (await platform.renditions.rendition(key));
      if (!bytes) throw DomainError.notFound();
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(contentType).send(bytes);
    },
  );
}
