import type { EventMetadata, RecordedEvent } from '@app/contracts';

export interface EventRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  commit_text: string;
}

export const EVENT_COLUMNS =
  'global_position::text AS global_position, event_id, stream_id, version, type, data, metadata, transaction_id::text AS commit_text';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const globalPosition = BigInt(row.global_position);
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
