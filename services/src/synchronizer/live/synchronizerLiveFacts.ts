// What the synchronizer tells live (live/liveParts.ts): a run's end to its seller's sockets, then
// to their devices.
import type { LiveFacts, Log } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { emitSynchronizationMessage, SYNCHRONIZER_LIVE_EVENT_TYPES } from './synchronizerLiveMessages.ts';
import { pushSynchronizations } from './synchronizerPushes.ts';

export function synchronizerLiveFacts(platform: Platform, log: Log): LiveFacts {
  const eventTypes: ReadonlySet<string> = new Set(SYNCHRONIZER_LIVE_EVENT_TYPES);
  return {
    eventTypes,
    async emit(io, _db, events) {
      for (const recorded of events) if (eventTypes.has(recorded.type)) emitSynchronizationMessage(io, recorded);
    },
    push: (_io, _db, events) => void pushSynchronizations(platform, events, log),
  };
}
