// What a projection may say of a statement it sends, for whoever applies its batches to act on.
import { type Compilable, CompiledQuery, type Transaction } from 'kysely';

/**
 * A statement starting with this comment returns nothing its projection reads: only its failure
 * counts, so the applier need not wait for its answer (projections/src/runner/batchWriter.ts).
 */
export const UNANSWERED = '/* unanswered */';

/** Runs a statement built with Kysely as UNANSWERED: its projection reads nothing it returns. */
export async function executeUnanswered<Database>(
  transaction: Transaction<Database>,
  query: Compilable,
): Promise<void> {
  const { sql, parameters } = query.compile();
  await transaction.executeQuery(CompiledQuery.raw(`${UNANSWERED} ${sql}`, [...parameters]));
}
