import type { RecordedEvent } from '@app/contracts';
import type { PromocodeEvent } from '@app/contracts/account/promocode';
import { toJson } from '../../json.ts';
import type { Projection } from '../../runner/projection.ts';

/** Promotional codes with their uses left, and one row per redemption. */
export const promocodesProjection: Projection = {
  name: 'promocodes',
  tables: ['promocodes', 'promocode_usages'],
  handles: [
    'promocode.created.v1',
    'promocode.changed.v1',
    'promocode.redeemed.v1',
    'promocode.deleted.v1',
  ] satisfies PromocodeEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as PromocodeEvent;
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'promocode.created.v1':
      case 'promocode.changed.v1': {
        const { promocodeId, code, discount, remaining, appliesFor, validFrom, validTo, grantedMonths } = event.data;
        const terms = {
          code,
          discount,
          remaining,
          applies_for: toJson(appliesFor),
          valid_from: validFrom ? new Date(validFrom) : null,
          valid_to: validTo ? new Date(validTo) : null,
          granted_months: grantedMonths,
        };
        await transaction
          .insertInto('promocodes')
          .values({ id: promocodeId, ...terms, created_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(terms))
          .execute();
        return;
      }
      case 'promocode.redeemed.v1': {
        const { promocodeId, usageId, userId, remaining } = event.data;
        await transaction.updateTable('promocodes').set({ remaining }).where('id', '=', promocodeId).execute();
        await transaction
          .insertInto('promocode_usages')
          .values({ id: usageId, promocode_id: promocodeId, user_id: userId, for: event.data.for, created_at: at })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return;
      }
      case 'promocode.deleted.v1':
        // Its usages stay: they are the history of who became premium with it.
        await transaction.deleteFrom('promocodes').where('id', '=', event.data.promocodeId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`promocodes projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
