// Rows nearly every request reads (the caller's session, the search, a publication's owners), cached
// in memory by a process that applies the projections writing them, in one ProjectedRowCache per
// platform. Each batch those projections apply invalidates them before a request waiting for the
// batch goes on, so a logout, a premium grant or a search shared is seen exactly as soon as it would
// be read from the tables. A process that does not apply all of those projections (ROLE=api, a
// standby instance) reads the tables each time.
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

/** The cached rows of one kind. */
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

/** A value read at most once per `freshMs`, shared by the callers meanwhile. */
interface RecentRead {
  readonly readAt: number;
  readonly value: Promise<unknown>;
}

/**
 * The rows cached for reads on one read-model database while `runner` applies their projections:
 * one per platform (Platform.projectedRows). Reads on another database (a transaction) are never
 * cached.
 */
export class ProjectedRowCache {
  private readonly rowsByKind = new Map<ProjectedRows<unknown>, RowMemory<unknown>>();
  private readonly recentReads = new Map<string, RecentRead>();

  constructor(
    private readonly db: ReadModelDatabase,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The row of `kind` under `key` (see readProjected); read by `load` on any other database. */
  read<Value>(
    db: ReadModelDatabase,
    kind: ProjectedRows<Value>,
    key: string,
    load: () => Promise<Value | undefined>,
    current?: (row: Value) => boolean,
  ): Promise<Value | undefined> {
    return this.rowsOf(db, kind)?.read(key, load, current) ?? load();
  }

  /** The rows of `kind` under `keys` (see readProjectedMany). */
  readMany<Value>(
    db: ReadModelDatabase,
    kind: ProjectedRows<Value>,
    keys: readonly string[],
    loadMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>,
  ): Promise<ReadonlyMap<string, Value>> {
    return this.rowsOf(db, kind)?.readMany(keys, loadMissing) ?? loadMissing(keys);
  }

  /** Whether rows of `kind` read on `db` are cached now. */
  caches(db: ReadModelDatabase, kind: ProjectedRows<unknown>): boolean {
    return this.rowsOf(db, kind)?.remembering() ?? false;
  }

  /** What `load` read under `key` less than `freshMs` before `now`, or read now; a failed read is not kept. */
  readRecent<Value>(
    db: ReadModelDatabase,
    key: string,
    freshMs: number,
    now: number,
    load: () => Promise<Value>,
  ): Promise<Value> {
    if (db !== this.db) return load();
    const recent = this.recentReads.get(key);
    if (recent && now - recent.readAt < freshMs) return recent.value as Promise<Value>;
    const value = load();
    const read = { readAt: now, value };
    this.recentReads.set(key, read);
    value.catch(() => {
      if (this.recentReads.get(key) === read) this.recentReads.delete(key);
    });
    return value;
  }

  private rowsOf<Value>(db: ReadModelDatabase, kind: ProjectedRows<Value>): RowMemory<Value> | undefined {
    if (db !== this.db) return undefined;
    let rows = this.rowsByKind.get(kind) as RowMemory<Value> | undefined;
    if (!rows) {
      rows = new RowMemory<Value>(this.runner, kind);
      this.rowsByKind.set(kind, rows as RowMemory<unknown>);
    }
    return rows;
  }
}

/**
 * What a request may read the read models through: their database (or a transaction on it) and the
 * platform's cache of projected rows. Without the cache, or on a transaction, every read reads the
 * tables. A Platform is one.
 */
export interface ReadModels {
  readonly db: ReadModelDatabase;
  readonly projectedRows?: ProjectedRowCache;
}

/**
 * The row `load` reads, or the one cached under `key` while `current` holds for it (a row that
 * time alone can outdate). Rows are shared between requests: never change one. Nothing is cached
 * for `undefined` (not found), nor on another database than the cache's (a transaction).
 */
export function readProjected<Value>(
  { db, projectedRows }: ReadModels,
  kind: ProjectedRows<Value>,
  key: string,
  load: () => Promise<Value | undefined>,
  current?: (row: Value) => boolean,
): Promise<Value | undefined> {
  return projectedRows?.read(db, kind, key, load, current) ?? load();
}

/** Whether `readProjected` caches rows of this kind now; if not, every read reads the tables. */
export function cachesProjected({ db, projectedRows }: ReadModels, kind: ProjectedRows<unknown>): boolean {
  return projectedRows?.caches(db, kind) ?? false;
}

/** The same for several rows at once: `loadMissing` reads those not cached, by key. */
export function readProjectedMany<Value>(
  { db, projectedRows }: ReadModels,
  kind: ProjectedRows<Value>,
  keys: readonly string[],
  loadMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>,
): Promise<ReadonlyMap<string, Value>> {
  return projectedRows?.readMany(db, kind, keys, loadMissing) ?? loadMissing(keys);
}

/**
 * For values this process cannot cache until a change (ROLE=api): what `load` read under `key` less
 * than `freshMs` before `now`, shared by concurrent callers. Read each time on a transaction.
 */
export function readRecent<Value>(
  { db, projectedRows }: ReadModels,
  key: string,
  freshMs: number,
  now: number,
  load: () => Promise<Value>,
): Promise<Value> {
  return projectedRows?.readRecent(db, key, freshMs, now, load) ?? load();
}
