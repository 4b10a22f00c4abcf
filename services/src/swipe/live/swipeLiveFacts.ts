// What swiping tells live (live/liveParts.ts): decision counts, coincidences, superlikes and finished
// selections to the sockets watching, then the queued pushes and the coincidences' pushes.
import type { LiveFacts, Log } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { pushCoincidences } from './coincidencePushes.ts';
import { PushDispatcher } from './pushDispatcher.ts';
import { emitSwipeMessages, SWIPE_LIVE_EVENT_TYPES } from './swipeLiveMessages.ts';

/** The facts that queue a push (push_notifications): a superlike, a finished selection. */
const PUSHED_TYPES = new Set(['search.decision_made.v1', 'search.selection_finished.v1']);

export function swipeLiveFacts(platform: Platform, log: Log): LiveFacts {
  const pushes = new PushDispatcher(platform, log);
  return {
    eventTypes: SWIPE_LIVE_EVENT_TYPES,
    emit: (io, db, events) => emitSwipeMessages(io, db, events, log),
    push(_io, db, events) {
      if (events.some((event) => PUSHED_TYPES.has(event.type))) void pushes.deliverPending();
      void pushCoincidences(platform, db, events, log);
    },
    lead: () => void pushes.deliverPending(),
  };
}
