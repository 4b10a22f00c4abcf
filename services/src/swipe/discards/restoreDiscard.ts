// Restoring a discard: the account's reject is undone (search.decision_undone.v1) in each of their
// searches of that scope that rejected it, so it shows again in all of them.
import type { RestoreDiscardRequest } from '@app/contracts';
import { sql } from 'kysely';
import type { CommandContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { findSearchRows, ownerParticipantOf } from '../../search/index.ts';
import { runParticipantCommand } from '../participant/participantCommands.ts';
import type { ParticipantIdentity } from '../participant/participantDecider.ts';

async function searchesRejecting(platform: Platform, userId: string, request: RestoreDiscardRequest) {
  const { rows } = await sql<{ search_id: string }>`
    SELECT discard.search_id FROM search_decisions AS discard
    JOIN search_participants AS who
      ON who.search_id = discard.search_id AND who.participant_key = discard.participant_key
    JOIN searches AS there ON there.id = discard.search_id
    WHERE who.user_id = ${userId} AND discard.publication_id = ${request.publication_id}
      AND discard."like" IS FALSE
      AND there.group_id IS NOT DISTINCT FROM ${request.group_id}::uuid
      AND there.microsite_id IS NOT DISTINCT FROM ${request.microsite_id}::uuid
      AND there.scope_user_id IS NOT DISTINCT FROM ${request.user_id}::uuid`.execute(platform.db);
  return findSearchRows(
    platform.db,
    rows.map((row) => row.search_id),
  );
}

/** How many searches it was restored in (0: it was not discarded there). */
export async function restoreDiscard(
  platform: Platform,
  userId: string,
  request: RestoreDiscardRequest,
  context: CommandContext,
): Promise<number> {
  const searches = await searchesRejecting(platform, userId, request);
  for (const search of searches) {
    const owner = search.owner_user_id === userId;
    const identity: ParticipantIdentity = {
      searchId: search.id,
      participant: owner ? ownerParticipantOf(search) : { kind: 'user', userId },
      role: owner ? 'owner' : 'member',
      shared: search.shareable,
    };
    const command = { ...identity, type: 'restoreDiscard', publicationId: request.publication_id } as const;
    await runParticipantCommand(platform, command, context);
  }
  return searches.length;
}
