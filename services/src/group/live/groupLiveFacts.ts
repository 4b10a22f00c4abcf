// What groups tell live (live/liveParts.ts): a member who joined, a pinned search, a publication
// added, to the recipients' sockets, then pushed to those with no screen connected.
import type { LiveFacts, Log } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { emitGroupMessage, GROUP_LIVE_EVENT_TYPES } from './groupLiveMessages.ts';
import { pushGroupFacts } from './groupPushes.ts';

export function groupLiveFacts(platform: Platform, log: Log): LiveFacts {
  const eventTypes: ReadonlySet<string> = new Set(GROUP_LIVE_EVENT_TYPES);
  return {
    eventTypes,
    async emit(io, db, events) {
      const messages = events
        .filter((recorded) => eventTypes.has(recorded.type))
        .map((recorded) =>
          emitGroupMessage(io, db, recorded).catch((error: unknown) =>
            log(`live message of ${recorded.type} failed`, error),
          ),
        );
      await Promise.all(messages);
    },
    push: (io, db, events) => void pushGroupFacts(platform, io, db, events, log),
  };
}
