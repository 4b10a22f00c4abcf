// Read models of swiping together: participants, decisions, per-publication counts (coincidences),
// totals, predictions, superlikes, activity and the push queue; and the table the socket.io
// Postgres adapter keeps large payloads in.
import { type Kysely, type Migration, sql } from 'kysely';

type Db = Kysely<unknown>;

async function createParticipantTables(db: Db): Promise<void> {
  await sql`CREATE TABLE search_participants (
    search_id uuid NOT NULL, participant_key text NOT NULL, user_id uuid, owner boolean NOT NULL,
    joined_at timestamptz NOT NULL, finished_at timestamptz, visited_at timestamptz,
    prediction_included_at timestamptz,
    PRIMARY KEY (search_id, participant_key))`.execute(db);
  await sql`CREATE INDEX search_participants_by_user ON search_participants (user_id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE TABLE search_decisions (
    search_id uuid NOT NULL, participant_key text NOT NULL, publication_id uuid NOT NULL,
    "like" boolean, is_super boolean NOT NULL DEFAULT false, comment text, viewed boolean NOT NULL DEFAULT false,
    decided_at timestamptz, coincided_with jsonb NOT NULL DEFAULT '[]', decision_event_id uuid,
    PRIMARY KEY (search_id, participant_key, publication_id))`.execute(db);
  // Who else likes a publication of the search (coincidences, filtered lists).
  await sql`CREATE INDEX search_decisions_by_publication ON search_decisions (search_id, publication_id)`.execute(db);
}

async function createCountTables(db: Db): Promise<void> {
  await sql`CREATE TABLE search_publication_counts (
    search_id uuid NOT NULL, publication_id uuid NOT NULL, like_count integer NOT NULL,
    decisions_count integer NOT NULL, coincided_at timestamptz,
    PRIMARY KEY (search_id, publication_id))`.execute(db);
  await sql`CREATE TABLE search_totals (
    search_id uuid PRIMARY KEY, participants_count integer NOT NULL DEFAULT 0,
    decisions_count integer NOT NULL DEFAULT 0, likes_count integer NOT NULL DEFAULT 0,
    rejections_count integer NOT NULL DEFAULT 0, coincidences_count integer NOT NULL DEFAULT 0)`.execute(db);
  await sql`CREATE TABLE search_predictions (
    search_id uuid NOT NULL, publication_id uuid NOT NULL, rank integer NOT NULL, included_at timestamptz NOT NULL,
    PRIMARY KEY (search_id, publication_id))`.execute(db);
}

async function createNotificationTables(db: Db): Promise<void> {
  await sql`CREATE TABLE search_superlikes (
    id uuid PRIMARY KEY, search_id uuid NOT NULL, publication_id uuid NOT NULL, user_id uuid NOT NULL,
    created_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX search_superlikes_by_publication ON search_superlikes (publication_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE TABLE search_activity (
    id text PRIMARY KEY, search_id uuid NOT NULL, type text NOT NULL, causer_key text,
    created_at timestamptz NOT NULL, like_count integer NOT NULL DEFAULT 0, unlike_count integer NOT NULL DEFAULT 0)`.execute(
    db,
  );
  await sql`CREATE INDEX search_activity_by_search ON search_activity (search_id, created_at DESC)`.execute(db);
  await sql`CREATE TABLE push_notifications (
    id text PRIMARY KEY, recipient_user_id uuid NOT NULL, kind text NOT NULL, search_id uuid NOT NULL,
    publication_id uuid, sender_user_id uuid, created_at timestamptz NOT NULL, outcome text, delivered_at timestamptz)`.execute(
    db,
  );
  await sql`CREATE INDEX push_notifications_pending ON push_notifications (created_at) WHERE outcome IS NULL`.execute(
    db,
  );
}

export const swipeMigration: Migration = {
  async up(db: Db) {
    await createParticipantTables(db);
    await createCountTables(db);
    await createNotificationTables(db);
  },
};

/** @socket.io/postgres-adapter's table for payloads over NOTIFY's limit (its documented schema). */
export const socketIoAttachmentsMigration: Migration = {
  async up(db: Db) {
    await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`.execute(db);
  },
};
