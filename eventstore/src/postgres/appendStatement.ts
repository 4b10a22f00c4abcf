import { randomUUID } from 'node:crypto';
import type { EventToAppend, ExpectedVersion } from '../port.ts';

// One statement, one round trip: the stream's current version is read inside the INSERT, so a
// writer expecting a stale version inserts nothing, and two writers racing for the same version
// collide on UNIQUE (stream_id, version).
export const APPEND_SQL = `
WITH input AS (
  SELECT doc, ordinality FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(doc, ordinality)
), current_version AS (
  SELECT coalesce(max(version), -1) AS version FROM events WHERE stream_id = $1
)
INSERT INTO events (event_id, stream_id, version, type, data, metadata)
SELECT (doc->>'id')::uuid, $1, current_version.version + input.ordinality, doc->>'type', doc->'data', doc->'metadata'
FROM input, current_version
WHERE $3::integer IS NULL OR current_version.version = $3::integer
ORDER BY input.ordinality
RETURNING global_position::text AS position_text, version, transaction_id::text AS commit_text`;

export function appendParameters(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion) {
  const documents = events.map((event) => ({
    id: event.id ?? randomUUID(),
    type: event.type,
    data: event.data,
    metadata: event.metadata,
  }));
  const expectedRevision = expected === 'any' ? null : expected === 'no_stream' ? -1 : expected;
  return [stream, JSON.stringify(documents), expectedRevision];
}
