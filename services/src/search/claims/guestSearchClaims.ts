// The claim process: when an account records `user.guest_searches_claimed.v1` (signup, login,
// recovery or social sign-in with the device's guest search uuids), each of those searches still
// owned by a guest records `search.claimed.v1` for that account. First claim wins; unknown uuids
// and searches another account owns are ignored (the decider decides nothing for them).
// It follows the log from its own checkpoint (kept in the projection runner's checkpoint table); claims are idempotent, so a batch replayed after a
// crash, or the same process running in several API instances, records each claim once.
import type { RecordedEvent, UserEvent } from '@app/contracts';
import type { Subscription } from '@app/eventstore';
import { readCheckpoint, writeCheckpoint } from '@app/projections';
import { handleCommand } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { searchStream } from '../search.ts';
import { searchDecider } from '../searchDecider.ts';

export const CLAIM_PROCESS = 'process:search-guest-claims';
const BATCH_SIZE = 200;
/**
 * A batch without claims moves the stored checkpoint at most this often: after a restart the
 * process reads again at most this much of the log, where it has nothing to do, instead of
 * writing a checkpoint for every batch of a busy log.
 */
const IDLE_CHECKPOINT_INTERVAL_MS = 5_000;

type ClaimEvent = Extract<UserEvent, { type: 'user.guest_searches_claimed.v1' }>;

export async function claimGuestSearches(platform: Platform, recorded: RecordedEvent): Promise<void> {
  const { userId, searchUuids } = (recorded as unknown as ClaimEvent).data;
  const context = { userId, correlationId: recorded.metadata.correlationId, now: platform.clock.now() };
  for (const searchId of searchUuids) {
    await handleCommand(platform, searchStream(searchId), searchDecider, { type: 'claim', userId }, context);
  }
}

export async function startGuestSearchClaims(
  platform: Platform,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<Subscription> {
  const from = await readCheckpoint(platform.db, CLAIM_PROCESS);
  let storedAt = performance.now();
  return platform.store.subscribe(
    from,
    async (events) => {
      const claims = events.filter((event) => event.type === 'user.guest_searches_claimed.v1');
      for (const claim of claims) await claimGuestSearches(platform, claim);
      if (claims.length === 0 && performance.now() - storedAt < IDLE_CHECKPOINT_INTERVAL_MS) return;
      await writeCheckpoint(platform.db, CLAIM_PROCESS, events[events.length - 1]!.checkpoint);
      storedAt = performance.now();
    },
    { batchSize: BATCH_SIZE, onError: (error) => log('guest search claims failed, retrying', error) },
  );
}
