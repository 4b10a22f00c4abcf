// Migration 0034: comments of accounts deleted before the swipe projection erased them on
// `user.deleted.v1` (issue 32, "Deletion leaves free text") go now; a replay erases them anyway.
import { type Kysely, type Migration, sql } from 'kysely';

export const swipeErasedCommentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE search_decisions AS decision SET comment = NULL
      FROM search_participants AS participant JOIN users AS account ON account.id = participant.user_id
      WHERE account.deleted_at IS NOT NULL AND decision.search_id = participant.search_id
        AND decision.participant_key = participant.participant_key AND decision.comment IS NOT NULL`.execute(db);
  },
};
