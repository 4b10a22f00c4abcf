// Who the caller is in a search: its owner (by account, or by guest key while unclaimed), a member
// who joined it, or an outsider. A visitor without an account is asked to identify (401); an
// account that does not take part gets 403 'No es posible realizar esta acción.'.
import { ERROR_MESSAGES, participantKey, SWIPE_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../commands/index.ts';
import { membershipOf } from '../../group/index.ts';
import {
  ownerParticipantOf,
  readableSearchRow,
  type SearchRow,
  searchIdOf,
  viewerOf,
  viewerOwns,
} from '../../search/index.ts';
import type { ParticipantIdentity } from '../participant/participantDecider.ts';

/** The search behind `/search/:uuid/...`: 404 when there is none, 403 outside a private group's members. */
export function swipeSearchOf(readModels: ReadModels, request: FastifyRequest, uuid: string): Promise<SearchRow> {
  return readableSearchRow(readModels, request, searchIdOf(uuid));
}

/** The caller's identity for a command; whether a member joined is the participant stream's to say. */
export function participantIdentity(request: FastifyRequest, row: SearchRow): ParticipantIdentity {
  const base = { searchId: row.id, shared: row.shareable };
  if (viewerOwns(row, viewerOf(request))) return { ...base, participant: ownerParticipantOf(row), role: 'owner' };
  const userId = request.session?.userId;
  if (!userId) throw new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
  return { ...base, participant: { kind: 'user', userId }, role: 'member' };
}

/** For reads: the owner, or a member who joined while the search is shared. */
export async function requireParticipant(
  db: ReadModelDatabase,
  request: FastifyRequest,
  row: SearchRow,
): Promise<ParticipantIdentity> {
  const identity = participantIdentity(request, row);
  if (identity.role === 'owner') return identity;
  const joined = await db
    .selectFrom('search_participants')
    .select('participant_key')
    .where('search_id', '=', row.id)
    .where('participant_key', '=', participantKey(identity.participant))
    .executeTakeFirst();
  if (!joined || !row.shareable) throw new DomainError('forbidden', SWIPE_MESSAGES.notParticipant);
  return identity;
}

/**
 * For the group's ranking: the search's participants, and every member of the group a search was
 * made in once it is shared or published there (the group's active searches are its members' to
 * read; SPEC section 6: members view). Anyone else gets 403, a visitor 401.
 */
export async function requireRankingReader(
  db: ReadModelDatabase,
  request: FastifyRequest,
  row: SearchRow,
): Promise<void> {
  const userId = request.session?.userId ?? null;
  const openToGroup = row.group_id !== null && (row.shareable || row.public);
  if (openToGroup && userId !== null && !viewerOwns(row, viewerOf(request))) {
    if (await membershipOf(db, row.group_id as string, userId)) return;
  }
  await requireParticipant(db, request, row);
}
