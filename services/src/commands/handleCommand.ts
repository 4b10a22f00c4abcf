// The one way events are appended: fold the stream, decide, append with the expected version; retry
// when another writer won. With a state memory, the command is decided on the state this process
// remembers and appended with its version, so a busy stream (a participant's decisions) costs one
// round trip; the expected version guards what this process may not have seen (another instance's
// write), and a lost race, a refusal or nothing to do is decided again on the stream's fresh tail.
import { type Checkpoint, type DomainEvent, ERROR_MESSAGES } from '@app/contracts';
import { type EventStore, VersionConflictError } from '@app/eventstore';
import { type CommandContext, eventMetadata } from './commandContext.ts';
import { type Decider, foldEvents } from './decider.ts';
import { DomainError } from './domainError.ts';
import type { RememberedState, StateMemory } from './stateMemory.ts';
import type { StreamQueue } from './streamQueue.ts';

const ATTEMPTS = 10;
const LONGEST_BACKOFF_MS = 40;

/**
 * A random pause growing with each lost race, so writers contending for one stream (a popular
 * promotional code) stop retrying in lockstep and most of them get through.
 */
function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(LONGEST_BACKOFF_MS, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface CommandOutcome<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the last appended event stands; null when the command decided nothing. */
  readonly checkpoint: Checkpoint | null;
}

/** Where commands are written: the event store, and this process's queue of commands per stream. */
export interface CommandStreams {
  readonly store: EventStore;
  readonly streamQueue: StreamQueue;
}

export interface CommandOptions<State> {
  /** States remembered between commands on this stream's kind (see the file's comment). */
  memory?: StateMemory<State>;
  /**
   * The caller knows the stream is new (an id it just derived, absent from caught-up read models):
   * decided on the initial state and appended expecting no stream, without reading it first (a
   * synchronization creating thousands of publications saves a query for each). A stream there
   * after all answers 'conflict', as the decider would.
   */
  knownNew?: boolean;
}

interface Handling<Command, Event extends DomainEvent, State> {
  store: EventStore;
  stream: string;
  decider: Decider<Command, Event, State>;
  memory: StateMemory<State> | undefined;
  knownNew?: boolean;
}

/** The stream's state now: what is remembered of it, brought up to date with what it got since. */
async function currentState<Command, Event extends DomainEvent, State>({
  store,
  stream,
  decider,
  memory,
}: Handling<Command, Event, State>): Promise<RememberedState<State>> {
  const known = memory?.get(stream) ?? { version: -1, state: decider.initialState };
  const tail = await store.readStream(stream, known.version + 1);
  if (tail.length === 0) return known;
  const timed = tail.map((recorded) => ({ event: recorded as unknown as Event, at: recorded.metadata.occurredAt }));
  const caughtUp = { version: tail[tail.length - 1]!.version, state: foldEvents(decider, known.state, timed) };
  memory?.set(stream, caughtUp);
  return caughtUp;
}

/** Decided on the remembered state when it accepts the command with something to append. */
async function decisionOn<Command, Event extends DomainEvent, State>(
  handling: Handling<Command, Event, State>,
  command: Command,
  trustMemory: boolean,
) {
  if (handling.knownNew) {
    const { initialState } = handling.decider;
    return { version: -1, state: initialState, decision: handling.decider.decide(command, initialState) };
  }
  const remembered = trustMemory ? handling.memory?.get(handling.stream) : undefined;
  if (remembered) {
    const decision = handling.decider.decide(command, remembered.state);
    if (!(decision instanceof DomainError) && decision.length > 0) return { ...remembered, decision };
  }
  const known = await currentState(handling);
  return { ...known, decision: handling.decider.decide(command, known.state) };
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  handling: Handling<Command, Event, State>,
  command: Command,
  context: CommandContext,
  trustMemory: boolean,
): Promise<CommandOutcome<Event, State>> {
  const { version, state, decision } = await decisionOn(handling, command, trustMemory);
  if (decision instanceof DomainError) throw decision;
  if (decision.length === 0) return { events: [], state, checkpoint: null };
  const metadata = eventMetadata(context);
  const toAppend = decision.map((event) => ({ type: event.type, data: event.data, metadata }));
  const result = await handling.store.append(handling.stream, toAppend, version === -1 ? 'no_stream' : version);
  const at = metadata.occurredAt;
  const decided = foldEvents(
    handling.decider,
    state,
    decision.map((event) => ({ event, at })),
  );
  handling.memory?.set(handling.stream, { version: result.nextExpectedVersion, state: decided });
  return { events: decision, state: decided, checkpoint: result.checkpoint };
}

export function handleCommand<Command, Event extends DomainEvent, State>(
  { store, streamQueue }: CommandStreams,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  { memory, knownNew }: CommandOptions<State> = {},
): Promise<CommandOutcome<Event, State>> {
  const handling = { store, stream, decider, memory, knownNew };
  return streamQueue.oneAtATime(stream, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        // After a lost race the memory is known to be behind.
        return await decideAndAppend(handling, command, context, attempt === 1);
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        if (knownNew || attempt >= ATTEMPTS) throw new DomainError('conflict', ERROR_MESSAGES.conflict);
        await backoff(attempt);
      }
    }
  });
}

/** The stream's state now, folded by its decider: for a command on another stream that depends on it. */
export async function streamState<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
): Promise<State> {
  return (await currentState({ store, stream, decider, memory: undefined })).state;
}

/**
 * What the command would decide on the stream now, appending nothing: a refusal throws as it would
 * when run. For work that must not start unless the command will pass (storing a form's pictures).
 */
export async function decideOnly<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
): Promise<readonly Event[]> {
  const decision = decider.decide(command, await streamState(store, stream, decider));
  if (decision instanceof DomainError) throw decision;
  return decision;
}
