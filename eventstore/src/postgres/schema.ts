import type pg from 'pg';

// transaction_id is the writing transaction's xid8: readers only read below the oldest running
// transaction, so an event committed late with a low global_position is never skipped.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  version integer NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  UNIQUE (stream_id, version)
);
CREATE INDEX IF NOT EXISTS events_log_order ON events (transaction_id, global_position);

CREATE OR REPLACE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events_appended', '');
  RETURN NULL;
END $$;

DO $$ BEGIN
  CREATE TRIGGER events_appended AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
`;

export async function createEventStoreSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Several processes may start at once against a fresh database.
    await client.query('SELECT pg_advisory_lock(7415001)');
    await client.query(SCHEMA);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7415001)');
    client.release();
  }
}
