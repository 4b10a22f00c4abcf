// Rows nearly every request reads (the caller's session, the search, a publication's owners), kept
// in memory by a process that applies the projections writing them. Each batch those projections
// apply forgets them before a request waiting for the batch goes on, so a logout, a premium grant
// or a search shared is seen exactly as soon as it would be read from the tables. A process that
// does not apply all of those projections (ROLE=api, a standby instance) reads the tables each time.
import { BoundedMap } from '@app/contracts';
import type { ReadModelDatabase } from '../database.ts';
import type { ReadModelTables } from '../tables.ts';
import type { ProjectionRunner, TableWatch } from './projectionRunner.ts';

/** A kind of remembered row: the tables it is read from, and how many to keep (the oldest go first). */
export interface ProjectedRows<Value> {
  readonly tables: readonly (keyof ReadModelTables)[];
  readonly capacity: number;
  /** Only for the type: what a row of this kind is. */
  readonly row?: Value;
}

/** Rows of one kind kept by default. */
const CAPACITY = 10_000;

export function projectedRows<Value>(...tables: (keyof ReadModelTables)[]): ProjectedRows<Value> {
  return { tables, capacity: CAPACITY };
}

/** A kind of large rows: fewer of them are kept. */
export function fewProjectedRows<Value>(capacity: number, ...tables: (keyof ReadModelTables)[]): ProjectedRows<Value> {
  return { tables, capacity };
}

class RowMemory<Value> {
  private readonly rows: BoundedMap<string, Value>;
  /** Moves on each change of the tables: a row read before it must not be remembered after it. */
  private generation = 0;
  private epoch: number | null = null;
  private readonly watch: TableWatch;

  constructor(runner: ProjectionRunner, kind: ProjectedRows<Value>) {
    this.rows = new BoundedMap(kind.capacity);
    this.watch = runner.watchTables(kind.tables, () => this.forget());
  }

  /** Whether rows are remembered now (this process applies every projection writing them). */
  remembering(): boolean {
    return this.watch.epoch() !== null;
  }

  async read(
    key: string,
    load: () => Promise<Value | undefined>,
    current?: (row: Value) => boolean,
  ): Promise<Value | undefined> {
    const loadOne = async () => {
      const loaded = await load();
      return new Map(loaded === undefined ? [] : [[key, loaded]]);
    };
    return (await this.readMany([key], loadOne, current)).get(key);
  }

  /** The rows of `keys` found; `loadMissing` reads those not remembered, or no longer `current`. */
  async readMany(
    keys: readonly string[],
    loadMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>,
    current: (row: Value) => boolean = () => true,
  ): Promise<ReadonlyMap<string, Value>> {
    const epoch = this.watch.epoch();
    if (epoch !== this.epoch) {
      this.forget();
      this.epoch = epoch;
    }
    if (epoch === null) return loadMissing(keys);
    const found = new Map<string, Value>();
    const missing = keys.filter((key) => {
      const remembered = this.rows.get(key);
      const usable = remembered !== undefined && current(remembered);
      if (usable) found.set(key, remembered);
      return !usable;
    });
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadMissing(missing);
    const unchanged = generation === this.generation && this.watch.epoch() === epoch;
    for (const [key, row] of loaded) {
      if (unchanged) this.rows.set(key, Object.freeze(row));
      found.set(key, row);
    }
    return found;
  }

  private forget(): void {
    this.generation++;
    this.rows.clear();
  }
}

const runners = new WeakMap<ReadModelDatabase, ProjectionRunner>();
const memories = new WeakMap<ReadModelDatabase, Map<ProjectedRows<unknown>, RowMemory<unknown>>>();

/** From now on `readProjected` on `db` remembers rows while `runner` applies their projections. */
export function rememberProjectedRows(db: ReadModelDatabase, runner: ProjectionRunner): void {
  runners.set(db, runner);
  memories.set(db, new Map());
}

/**
 * The row `load` reads, or the one remembered under `key` while `current` holds for it (a row that
 * time alone can outdate). Rows are shared between requests: never change one. Nothing is
 * remembered for `undefined` (not found), nor on another `db` (a transaction).
 */
export function readProjected<Value>(
  db: ReadModelDatabase,
  kind: ProjectedRows<Value>,
  key: string,
  load: () => Promise<Value | undefined>,
  current?: (row: Value) => boolean,
): Promise<Value | undefined> {
  return memoryOf(db, kind)?.read(key, load, current) ?? load();
}

/** Whether `readProjected` remembers rows of this kind on `db` now; if not, every read reads the tables. */
export function remembersProjected(db: ReadModelDatabase, kind: ProjectedRows<unknown>): boolean {
  return memoryOf(db, kind)?.remembering() ?? false;
}

/** The same for several rows at once: `loadMissing` reads those not remembered, by key. */
export function readProjectedMany<Value>(
  db: ReadModelDatabase,
  kind: ProjectedRows<Value>,
  keys: readonly string[],
  loadMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>,
): Promise<ReadonlyMap<string, Value>> {
  return memoryOf(db, kind)?.readMany(keys, loadMissing) ?? loadMissing(keys);
}

function memoryOf<Value>(db: ReadModelDatabase, kind: ProjectedRows<Value>): RowMemory<Value> | undefined {
  const runner = runners.get(db);
  const byKind = memories.get(db);
  if (!runner || !byKind) return undefined;
  let memory = byKind.get(kind) as RowMemory<Value> | undefined;
  if (!memory) {
    memory = new RowMemory<Value>(runner, kind);
    byKind.set(kind, memory as RowMemory<unknown>);
  }
  return memory;
}
