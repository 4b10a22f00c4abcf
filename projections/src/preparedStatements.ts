// Named statements. Postgres parses a named statement once per connection; after five runs it
// keeps one generic plan when that costs no more than planning each run, as it does for a lookup
// by key. Planning is most of what such a lookup costs Postgres: on the busiest routes, the same
// statements planned on every run took more time than running them.
import { type PostgresPool, type PostgresPoolClient, type PostgresQueryResult, sql } from 'kysely';
import type pg from 'pg';

/** Distinct statements named per process (so at most this many prepared per connection); past
 * this, statements run unnamed. */
const MAX_NAMED_STATEMENTS = 256;
const PREPARED_MARK = '/* prepared */';

/**
 * Appended to a lookup by key (`.modifyEnd(PREPARED)`) on one of the busiest paths: the read
 * models' pool then runs it as a named statement. Only for lookups whose plan does not depend on
 * the values: the plan kept is made without them.
 */
export const PREPARED = sql.raw(PREPARED_MARK);

const statementNames = new Map<string, string>();

export function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `statement_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

/**
 * For a connection whose every statement reads or writes by key along an index: each named
 * statement runs from its generic plan from the first run on.
 */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The statement as pg runs it: named when it has a name. */
export function statementConfig(text: string, parameters: ReadonlyArray<unknown>, name: string | undefined) {
  const values = [...parameters];
  return name ? { name, text, values } : { text, values };
}

/** pg's answer as Kysely takes it. */
export function kyselyResult<R>(result: pg.QueryResult): PostgresQueryResult<R> {
  return {
    command: result.command as PostgresQueryResult<R>['command'],
    rowCount: result.rowCount ?? 0,
    rows: result.rows as R[],
  };
}

/** A pg pool as Kysely sees it, running statements marked PREPARED as named statements. */
export class PreparingPool implements PostgresPool {
  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    return {
      async query<R>(text: unknown, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> {
        if (typeof text !== 'string') throw new Error('read model queries do not stream their results');
        const name = text.endsWith(PREPARED_MARK) ? statementName(text) : undefined;
        return kyselyResult<R>(await client.query(statementConfig(text, parameters, name)));
      },
      release: () => client.release(),
    } as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
