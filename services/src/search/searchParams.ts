import type { Search } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../commands/index.ts';
import { assertSavedSearchInScope } from '../group/index.ts';
import type { Platform } from '../platform.ts';
import { guestKeyHashOf } from './searchActor.ts';
import { toSearchResponse } from './searchResponse.ts';
import { type SearchRow, searchRowOrThrow, type Viewer } from './searchRows.ts';

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

/** The search behind an address, for a caller its scope lets in (a private group's: members only). */
export async function readableSearchRow(
  readModels: ReadModels,
  request: FastifyRequest,
  searchId: string,
): Promise<SearchRow> {
  const { db } = readModels;
  const row = await searchRowOrThrow(readModels, searchId);
  await assertSavedSearchInScope(db, row.group_id, request.session?.userId ?? null);
  return row;
}

export async function searchFor(platform: Platform, request: FastifyRequest, searchId: string): Promise<Search> {
  const row = await readableSearchRow(platform, request, searchId);
  return toSearchResponse(platform.db, row, viewerOf(request));
}

export async function written(platform: Platform, request: FastifyRequest, searchId: string, message: string | null) {
  return { message, data: await searchFor(platform, request, searchId) };
}
