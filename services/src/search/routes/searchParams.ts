import type { Search } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../commands/domainError.ts';
import type { Platform } from '../../platform.ts';
import { guestKeyHashOf } from '../searchActor.ts';
import { toSearchResponse } from '../searchResponse.ts';
import { searchRowOrThrow, type Viewer } from '../searchRows.ts';

/** Any text, so an address that is no uuid answers 404 like an unknown search. */
export const searchParams = z.object({ uuid: z.string().max(100) });
export const idParams = z.object({ id: z.string().max(100) });

export function searchIdOf(value: string): string {
  if (!z.uuid().safeParse(value).success) throw DomainError.notFound();
  return value;
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { userId: request.session?.userId ?? null, guestKeyHash: guestKeyHashOf(request) };
}

export async function searchFor(platform: Platform, request: FastifyRequest, searchId: string): Promise<Search> {
  const row = await searchRowOrThrow(platform.db, searchId);
  return toSearchResponse(platform.db, row, viewerOf(request));
}

export async function written(platform: Platform, request: FastifyRequest, searchId: string, message: string | null) {
  return { message, data: await searchFor(platform, request, searchId) };
}
