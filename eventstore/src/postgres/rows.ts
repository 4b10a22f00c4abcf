import type { EventMetadata, RecordedEvent } from '@app/contracts';

export interface EventRow {
  position_text: string;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  commit_text: string;
}

export const EVENT_COLUMNS =
  // Aliased under new names: an alias named like its column would be what ORDER BY sorts (as text).
  'global_position::text AS position_text, event_id, stream_id, version, type, data, metadata, transaction_id::text AS commit_text';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const globalPosition = BigInt(row.position_text);
  return {
    id: row.event_id,
    type: row.type,
    stream: row.stream_id,
    version: row.version,
    globalPosition,
    checkpoint: { commit: BigInt(row.commit_text), position: globalPosition },
    data: row.data,
    metadata: row.metadata,
  };
}
