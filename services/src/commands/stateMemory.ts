// States kept in memory between commands, so a command reads only the events its stream got since
// (usually none) instead of the stream's whole history (docs/decisions/swipe-streams.md). Bounded:
// the least recently used are forgotten.
import { BoundedMap } from '@app/contracts';

export interface RememberedState<State> {
  /** Revision of the last event folded into `state`; -1 for a stream with none. */
  readonly version: number;
  readonly state: State;
}

export class StateMemory<State> {
  private readonly known: BoundedMap<string, RememberedState<State>>;

  constructor(capacity: number) {
    this.known = new BoundedMap(capacity);
  }

  get(stream: string): RememberedState<State> | undefined {
    const entry = this.known.get(stream);
    if (entry) this.set(stream, entry);
    return entry;
  }

  set(stream: string, entry: RememberedState<State>): void {
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.known.delete(stream);
    this.known.set(stream, entry);
  }
}
