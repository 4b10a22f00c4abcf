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

-- Appends announce themselves in the append statement (appendStatement.ts); databases created
-- before that carry a statement trigger doing it. Checked first: dropping locks the table.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'events_appended' AND tgrelid = 'events'::regclass) THEN
    DROP TRIGGER events_appended ON events;
  END IF;
END $$;
DROP FUNCTION IF EXISTS notify_events_appended();
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
