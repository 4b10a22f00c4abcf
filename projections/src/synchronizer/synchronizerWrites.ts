// The synchronizers and their runs, from the synchronizer's events.
import type { SynchronizerEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type EventOf<Type extends SynchronizerEvent['type']> = Extract<SynchronizerEvent, { type: Type }>;

export async function configure(transaction: Tx, event: EventOf<'synchronizer.configured.v1'>, at: Date) {
  const { ownerId, type } = event.data;
  const { passwordCiphertext, ...config } = event.data.config as unknown as Record<string, string>;
  const setting = { type, config: toJson(config), password_ciphertext: passwordCiphertext ?? null };
  await transaction
    .insertInto('synchronizers')
    .values({ owner_id: ownerId, ...setting, configured_at: at })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(setting))
    .execute();
}

export async function startRun(transaction: Tx, event: EventOf<'synchronizer.run_started.v1'>, at: Date) {
  const { ownerId, runId } = event.data;
  await transaction
    .updateTable('synchronizers')
    .set({ sync_requested: false, running_run_id: runId })
    .where('owner_id', '=', ownerId)
    .execute();
  await transaction
    .insertInto('synchronizer_runs')
    .values({ id: runId, owner_id: ownerId, started_at: at, outcome: 'running' })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function completeRun(transaction: Tx, event: EventOf<'synchronizer.run_completed.v1'>, at: Date) {
  const { ownerId, runId, outcome, itemCount, created, updated, unchanged, skipped, removed, held } = event.data;
  const synchronizer = await transaction
    .selectFrom('synchronizers')
    .select(['to_unpublish', 'removed'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const returned = new Set(event.data.returned);
  await transaction
    .updateTable('synchronizers')
    .set({
      running_run_id: null,
      last_finished_at: at,
      last_outcome: outcome,
      held: toJson(held),
      to_unpublish: toJson([...(synchronizer?.to_unpublish ?? []), ...removed]),
      removed: toJson((synchronizer?.removed ?? []).filter((id) => !returned.has(id))),
    })
    .where('owner_id', '=', ownerId)
    .execute();
  const counts = { item_count: itemCount, created, updated, unchanged, removed: removed.length, held: held.length };
  await transaction
    .updateTable('synchronizer_runs')
    .set({ finished_at: at, outcome, ...counts, skipped: toJson(skipped) })
    .where('id', '=', runId)
    .execute();
}

export async function endRunWithoutItems(
  transaction: Tx,
  event: EventOf<'synchronizer.run_failed.v1' | 'synchronizer.run_postponed.v1'>,
  at: Date,
) {
  const { ownerId, runId, reason } = event.data;
  const outcome = event.type === 'synchronizer.run_failed.v1' ? 'failed' : 'postponed';
  await transaction
    .updateTable('synchronizers')
    .set({ running_run_id: null, last_finished_at: at, last_outcome: outcome })
    .where('owner_id', '=', ownerId)
    .execute();
  await transaction
    .updateTable('synchronizer_runs')
    .set({ finished_at: at, outcome, reason })
    .where('id', '=', runId)
    .execute();
}

export async function recordItems(transaction: Tx, event: EventOf<'synchronizer.items_synced.v1'>) {
  const { ownerId, items } = event.data;
  if (items.length === 0) return;
  await transaction
    .insertInto('synchronized_items')
    .values(
      items.map((item) => ({
        publication_id: item.publicationId,
        owner_id: ownerId,
        external_id: item.externalId,
        match_key: item.matchKey,
        content_hash: item.contentHash,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('publication_id').doUpdateSet((values) => ({
        external_id: values.ref('excluded.external_id'),
        match_key: values.ref('excluded.match_key'),
        content_hash: values.ref('excluded.content_hash'),
      })),
    )
    .execute();
}
