// Group facts told live, in each recipient's own `user:{id}` room (groupFacts.ts says which).
import { type RecordedEvent, userRoom } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { LiveServer } from '../../live/index.ts';
import { GROUP_FACT_TYPES, groupTellings } from './groupFacts.ts';

export const GROUP_LIVE_EVENT_TYPES = GROUP_FACT_TYPES;

export async function emitGroupMessage(io: LiveServer, db: ReadModelDatabase, recorded: RecordedEvent): Promise<void> {
  for (const telling of await groupTellings(db, recorded)) telling.send(io.to(telling.recipients.map(userRoom)));
}
