// What the live coincidence message of a like says, in one statement: the publication and everyone
// who likes it. A like is live news the moment the read models show it, and under load each round
// trip to the database costs tens of milliseconds: asked in turn (whom it coincided with, then the
// publication and the names), the message waited for two.
import type { PublicationSummary, SwipeUser } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { mediaUrl } from '../../media/index.ts';
import { type ParticipantRow, toSwipeUser } from '../swipeUsers.ts';

export interface LikeCoincidence {
  publication: PublicationSummary;
  /** Those it coincided with, in the order they liked it, then the one who liked it now. */
  users: SwipeUser[];
}

interface CoincidenceRow {
  id: string;
  title: string;
  location: string | null;
  file: string | null;
  users: ParticipantRow[];
}

/**
 * The coincidence a like made when it was applied, or null when it made none, is no longer the
 * participant's decision (a later undo or reject replaced it), or its publication is gone.
 */
export async function likeCoincidence(
  db: ReadModelDatabase,
  like: { searchId: string; participantKey: string; publicationId: string; eventId: string },
): Promise<LikeCoincidence | null> {
  const { rows } = await sql<CoincidenceRow>`
    SELECT publication.id, publication.title, picture.location, picture.file, named.users
    FROM search_decisions AS decision
    JOIN publications AS publication ON publication.id = decision.publication_id
    LEFT JOIN LATERAL (
      SELECT media.location, media.file FROM publication_media AS media
      WHERE media.publication_id = publication.id ORDER BY media.number LIMIT 1
    ) AS picture ON true
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('participant_key', participant.participant_key,
          'user_id', participant.user_id, 'name', account.name, 'avatar_url', account.avatar_url)
        ORDER BY liker.position), '[]') AS users
      FROM jsonb_array_elements_text(decision.coincided_with || to_jsonb(decision.participant_key))
        WITH ORDINALITY AS liker(participant_key, position)
      JOIN search_participants AS participant
        ON participant.search_id = decision.search_id AND participant.participant_key = liker.participant_key
      LEFT JOIN users AS account ON account.id = participant.user_id AND account.deleted_at IS NULL
    ) AS named
    WHERE decision.search_id = ${like.searchId} AND decision.participant_key = ${like.participantKey}
      AND decision.publication_id = ${like.publicationId} AND decision.decision_event_id = ${like.eventId}
      AND jsonb_array_length(decision.coincided_with) > 0 ${PREPARED}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const image = row.location !== null && row.file !== null ? mediaUrl(`${row.location}/${row.file}`) : null;
  return { publication: { id: row.id, title: row.title, image_url: image }, users: row.users.map(toSwipeUser) };
}
