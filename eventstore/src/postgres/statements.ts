// The store's statements, named: pg then parses and plans each once per pooled connection and
// only binds values afterwards. Planning the append's CTE on every call halved append throughput.
import { APPEND_ONE_SQL, APPEND_SQL } from './appendStatement.ts';
import { EVENT_COLUMNS } from './rows.ts';

export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

export const APPEND: NamedStatement = { name: 'eventstore_append', text: APPEND_SQL };

export const APPEND_ONE: NamedStatement = { name: 'eventstore_append_one', text: APPEND_ONE_SQL };

export const READ_STREAM: NamedStatement = {
  name: 'eventstore_read_stream',
  text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version >= $2 ORDER BY version`,
};

/**
 * Events are read only below the oldest transaction still running that could add to this log: a
 * slower writer's events, committed later with a lower position, are then never skipped. A server's
 * transaction ids are shared by all its databases, and a transaction of another database cannot
 * write this table: when committed events wait behind the oldest running transaction, those of
 * other databases are left out of the bound (a test suite's CREATE DATABASE next door held every
 * reader back for seconds). They are the ids pg_stat_activity shows running in another database,
 * read after this statement's snapshot; one that ended meanwhile still counts, which only delays.
 * pg_stat_activity is read only then: it costs a fraction of a millisecond.
 */
const READABLE = `transaction_id < CASE
         WHEN EXISTS (SELECT 1 FROM events AS hidden WHERE hidden.transaction_id >= pg_snapshot_xmin(pg_current_snapshot()))
         THEN (SELECT coalesce(min(running), pg_snapshot_xmax(pg_current_snapshot()))
               FROM pg_snapshot_xip(pg_current_snapshot()) AS running
               WHERE xid(running) NOT IN (SELECT backend_xid FROM pg_stat_activity
                                          WHERE backend_xid IS NOT NULL AND datname <> current_database()))
         ELSE pg_snapshot_xmin(pg_current_snapshot()) END`;

export const READ_ALL: NamedStatement = {
  name: 'eventstore_read_all',
  text: `SELECT ${EVENT_COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND ${READABLE}
       ORDER BY transaction_id, global_position
       LIMIT $3`,
};

export const HEAD_CHECKPOINT: NamedStatement = {
  name: 'eventstore_head_checkpoint',
  text: `SELECT transaction_id::text AS commit_text, global_position::text AS position_text FROM events
       WHERE ${READABLE}
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
};

/** The newest committed event, readable yet or not: what a wait for "everything so far" waits for. */
export const LAST_COMMIT_CHECKPOINT: NamedStatement = {
  name: 'eventstore_last_commit_checkpoint',
  text: `SELECT transaction_id::text AS commit_text, global_position::text AS position_text FROM events
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
};

export const CURRENT_VERSION: NamedStatement = {
  name: 'eventstore_current_version',
  text: 'SELECT coalesce(max(version), -1) AS version FROM events WHERE stream_id = $1',
};
