// What the seller's publication routes share: their path, tag, access and the saved answer.

import { publicationSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, sessionOf } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { findAccountPublication } from './managing/accountPublications.ts';

export const ACCOUNT_PUBLICATION_PATH = '/account/publication';
export const tags = ['/account/publication'];
export const premiumOnly = { access: access.premium };
export const publicationIdParams = z.object({ id: z.uuid() });
export const byId = `${ACCOUNT_PUBLICATION_PATH}/:id`;
export const savedSchema = z.object({ message: z.string(), data: publicationSchema });

/** The saved publication as its seller now reads it, with the success message. */
export async function saved(platform: Platform, request: FastifyRequest, publicationId: string, message: string) {
  const { userId } = sessionOf(request);
  return {
    message,
    data: await findAccountPublication(platform, publicationId, userId, request.commandContext.now),
  };
}

export const sellerOf = (request: FastifyRequest) => ({ userId: sessionOf(request).userId, via: 'user' as const });
