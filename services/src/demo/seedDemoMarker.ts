// Whether an event log already holds the demo world, decided by the log itself and never by one
// account's existence (an administrator may delete any demo account): the stream `demo-world`
// records that seeding started, appended expecting no stream so exactly one process seeds a log.
import { compareCheckpoints, type DomainEvent, LOG_START } from '@app/contracts';
import { type Decider, systemContext } from '../commands/index.ts';
import { execute, type Platform } from '../platform.ts';

export const DEMO_WORLD_STREAM = 'demo-world';

type DemoWorldEvent = DomainEvent<'demo.world_seeding_started.v1', Record<string, never>>;
type DemoWorldCommand = { type: 'startSeeding' };
type DemoWorldState = { started: boolean };

const demoWorldDecider: Decider<DemoWorldCommand, DemoWorldEvent, DemoWorldState> = {
  initialState: { started: false },
  evolve: () => ({ started: true }),
  decide: (_command, state) => (state.started ? [] : [{ type: 'demo.world_seeding_started.v1', data: {} }]),
};

/** True for the one caller that records the start of seeding on this log; false when it was already recorded. */
export async function claimDemoSeeding(platform: Platform): Promise<boolean> {
  const outcome = await execute(
    platform,
    DEMO_WORLD_STREAM,
    demoWorldDecider,
    { type: 'startSeeding' },
    systemContext(),
  );
  return outcome.events.length > 0;
}

/**
 * Seeded when the marker is there, or when the log holds anything at all: a log written before the
 * marker existed holds the demo world already, and demo accounts on top of a platform in real use
 * would collide with its e-mails and links. Only an empty log gets the demo world.
 */
export async function isDemoWorldSeeded(platform: Platform): Promise<boolean> {
  if ((await platform.store.readStream(DEMO_WORLD_STREAM)).length > 0) return true;
  return compareCheckpoints(await platform.store.headCheckpoint(), LOG_START) !== 0;
}
