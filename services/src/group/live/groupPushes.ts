// Group facts pushed (services/src/live/push) to the recipients with no screen connected: who has
// the app open heard them live already. Run by the live leader after the live messages.
import { type RecordedEvent, userRoom } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { LiveServer } from '../../live/index.ts';
import { notifyUsers } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { GROUP_FACT_TYPES, groupTellings } from './groupFacts.ts';

const GROUP_FACTS: ReadonlySet<string> = new Set(GROUP_FACT_TYPES);

async function connectedAmong(io: LiveServer, userIds: string[]): Promise<Set<string | null>> {
  const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
  return new Set(sockets.map((socket) => socket.data.userId));
}

export async function pushGroupFacts(
  platform: Platform,
  io: LiveServer,
  db: ReadModelDatabase,
  events: readonly RecordedEvent[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  if (!platform.push) return;
  for (const recorded of events.filter((event) => GROUP_FACTS.has(event.type))) {
    try {
      for (const { groupId, recipients, push } of await groupTellings(db, recorded)) {
        const connected = await connectedAmong(io, recipients);
        const away = recipients.filter((userId) => !connected.has(userId));
        if (away.length === 0) continue;
        await notifyUsers(
          platform,
          { key: `${recorded.id}-${groupId}`, recipients: away, type: 'group', ...push },
          log,
        );
      }
    } catch (error) {
      log(`group push of ${recorded.id} failed`, error);
    }
  }
}
