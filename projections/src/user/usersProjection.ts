import type { RecordedEvent, UserEvent } from '@app/contracts';
import { toJson } from '../json.ts';
import type { Projection } from '../runner/projection.ts';

/** Accounts as the guards and the account screens read them. */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  handles: [
    'user.registered.v1',
    'user.email_verified.v1',
    'user.permissions_changed.v1',
    'user.premium_granted.v1',
  ] satisfies UserEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as UserEvent;
    switch (event.type) {
      case 'user.registered.v1':
        await transaction
          .insertInto('users')
          .values({
            id: event.data.userId,
            email: event.data.email,
            name: event.data.name,
            email_verified: false,
            is_premium: false,
            premium_until: null,
            is_admin: false,
            permissions: toJson([]),
            created_at: new Date(recorded.metadata.occurredAt),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return;
      case 'user.email_verified.v1':
        await transaction
          .updateTable('users')
          .set({ email_verified: true })
          .where('id', '=', event.data.userId)
          .execute();
        return;
      case 'user.permissions_changed.v1':
        await transaction
          .updateTable('users')
          .set({ is_admin: event.data.isAdmin, permissions: toJson(event.data.permissions) })
          .where('id', '=', event.data.userId)
          .execute();
        return;
      case 'user.premium_granted.v1':
        await transaction
          .updateTable('users')
          .set({ is_premium: true, premium_until: event.data.until ? new Date(event.data.until) : null })
          .where('id', '=', event.data.userId)
          .execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`users projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
