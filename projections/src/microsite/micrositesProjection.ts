// Microsites by host (what every request is matched on) and their users.
import type { MicrositeEvent, MicrositeProfile, RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';

type Writer = Transaction<ReadModelTables>;

function profileColumns(profile: MicrositeProfile) {
  return {
    name: profile.name,
    host: profile.host,
    status: profile.status,
    style: toJson(profile.style),
    settings: toJson(profile.settings),
    logo_main_url: profile.logos.main,
    logo_secondary_url: profile.logos.secondary,
    logo_square_url: profile.logos.square,
  };
}

async function recount(transaction: Writer, micrositeId: string): Promise<void> {
  await transaction
    .updateTable('microsites')
    .set((eb) => ({
      users_count: eb
        .selectFrom('microsite_users')
        .select(eb.fn.countAll<number>().as('n'))
        .where('microsite_id', '=', micrositeId),
    }))
    .where('id', '=', micrositeId)
    .execute();
}

async function apply(transaction: Writer, event: MicrositeEvent, at: Date): Promise<void> {
  switch (event.type) {
    case 'microsite.created.v1': {
      const row = { id: event.data.micrositeId, ...profileColumns(event.data), default_user_id: null, users_count: 0 };
      await transaction
        .insertInto('microsites')
        .values({ ...row, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return;
    }
    case 'microsite.changed.v1':
      await transaction
        .updateTable('microsites')
        .set({ ...profileColumns(event.data), updated_at: at })
        .where('id', '=', event.data.micrositeId)
        .execute();
      return;
    case 'microsite.user_added.v1': {
      const { micrositeId, userId } = event.data;
      await transaction
        .insertInto('microsite_users')
        .values({ microsite_id: micrositeId, user_id: userId, added_at: at })
        .onConflict((conflict) => conflict.columns(['microsite_id', 'user_id']).doNothing())
        .execute();
      await recount(transaction, micrositeId);
      return;
    }
    case 'microsite.user_removed.v1': {
      const { micrositeId, userId } = event.data;
      await transaction
        .deleteFrom('microsite_users')
        .where('microsite_id', '=', micrositeId)
        .where('user_id', '=', userId)
        .execute();
      await transaction
        .updateTable('microsites')
        .set({ default_user_id: null })
        .where('id', '=', micrositeId)
        .where('default_user_id', '=', userId)
        .execute();
      await recount(transaction, micrositeId);
      return;
    }
    case 'microsite.default_user_set.v1':
      await transaction
        .updateTable('microsites')
        .set({ default_user_id: event.data.userId, updated_at: at })
        .where('id', '=', event.data.micrositeId)
        .execute();
      return;
    case 'microsite.deleted.v1':
      await transaction.deleteFrom('microsites').where('id', '=', event.data.micrositeId).execute();
      await transaction.deleteFrom('microsite_users').where('microsite_id', '=', event.data.micrositeId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`microsites projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

export const micrositesProjection: Projection = {
  name: 'microsites',
  tables: ['microsites', 'microsite_users'],
  handles: [
    'microsite.created.v1',
    'microsite.changed.v1',
    'microsite.user_added.v1',
    'microsite.user_removed.v1',
    'microsite.default_user_set.v1',
    'microsite.deleted.v1',
  ] satisfies MicrositeEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    await apply(transaction, recorded as unknown as MicrositeEvent, new Date(recorded.metadata.occurredAt));
  },
};
