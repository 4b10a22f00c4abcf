// GET /api/publication/{id}: a publication's public page, for anyone, only while its publishers
// show it publicly (a hidden, removed or unknown one is not found), as a visitor sees it.
import { publicPublicationSchema } from '@app/contracts/publication/publicPage';
import type { ReadModels } from '@app/projections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { viewPublications } from './publicationView.ts';

export async function publicPublication(readModels: ReadModels, id: string, now: Date) {
  const shown = await readModels.db
    .selectFrom('publications')
    .select('id')
    .where('id', '=', id)
    .where('public', '=', true)
    .executeTakeFirst();
  const [publication] = shown ? await viewPublications(readModels, [shown.id], null, now) : [];
  if (!publication) throw DomainError.notFound();
  return { data: publication };
}

export function registerPublicPublicationRoute(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/publication/:id',
    {
      config: { access: access.visitor },
      schema: { tags: ['public'], params: z.object({ id: z.uuid() }), response: { 200: publicPublicationSchema } },
    },
    (request) => publicPublication(platform, request.params.id, request.commandContext.now),
  );
}
