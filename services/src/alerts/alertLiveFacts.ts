// Instant alerts ride the live leader's subscription (live/liveParts.ts): every batch goes to the
// reactor as it arrives, which waits for the read models itself; taking the lead loads its index.
import type { LiveFacts, Log } from '../live/index.ts';
import type { Platform } from '../platform.ts';
import { AlertReactor } from './alertReactor.ts';

export function alertLiveFacts(platform: Platform, log: Log): LiveFacts {
  const alerts = new AlertReactor(platform, log);
  return {
    eventTypes: new Set(),
    arrived: (db, events) => void alerts.react(db, events),
    lead: () => void alerts.lead(),
  };
}
