import { pushDeviceOf, type RecordedEvent, type UserEvent } from '@app/contracts';
import { ERASED_USER_NAME, erasedEmail } from '@app/contracts/account/adminUser';
import { sql, type Transaction, type Updateable } from 'kysely';
import { toJson } from '../../json.ts';
import type { Projection } from '../../runner/projection.ts';
import type { ReadModelTables } from '../../tables.ts';

type UserUpdate = Updateable<ReadModelTables['users']>;

/** Accounts as the guards and the account screens read them. */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  handles: [
    'user.registered.v1',
    'user.email_verified.v1',
    'user.permissions_changed.v1',
    'user.premium_granted.v1',
    'user.premium_revoked.v1',
    'user.profile_changed.v1',
    'user.avatar_changed.v1',
    'user.slug_set.v1',
    'user.notification_types_changed.v1',
    'user.push_subscribed.v1',
    'user.push_unsubscribed.v1',
    'user.statistics_access_changed.v1',
    'user.deleted.v1',
  ] satisfies UserEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as UserEvent;
    const update = (changes: UserUpdate) =>
      transaction.updateTable('users').set(changes).where('id', '=', event.data.userId).execute();
    switch (event.type) {
      case 'user.registered.v1':
        await insertUser(transaction, event.data, new Date(recorded.metadata.occurredAt));
        return;
      case 'user.email_verified.v1':
        await update({ email_verified: true });
        return;
      case 'user.permissions_changed.v1':
        await update({ is_admin: event.data.isAdmin, permissions: toJson(event.data.permissions) });
        return;
      case 'user.premium_granted.v1':
        await update({ is_premium: true, premium_until: event.data.until ? new Date(event.data.until) : null });
        return;
      case 'user.premium_revoked.v1':
        await update({ is_premium: false, premium_until: null });
        return;
      case 'user.profile_changed.v1':
        await update({
          name: event.data.name,
          phone: event.data.phone,
          contact_types: toJson(event.data.contactTypes),
        });
        return;
      case 'user.avatar_changed.v1':
        await update({ avatar_url: event.data.avatarUrl });
        return;
      case 'user.slug_set.v1':
        await update({ slug: event.data.slug, config: toJson(event.data.config) });
        return;
      case 'user.notification_types_changed.v1':
        await update({ notification_types: toJson(event.data.notificationTypes) });
        return;
      case 'user.push_subscribed.v1':
        await recordPushToken(transaction, event.data);
        return;
      case 'user.push_unsubscribed.v1':
        await forgetPushDevice(transaction, event.data);
        return;
      case 'user.statistics_access_changed.v1':
        await update({ has_stat: event.data.hasStat });
        return;
      case 'user.deleted.v1':
        // Nothing personal stays behind (docs/decisions/user-deletion.md); the row keeps the id others point to.
        await update({
          deleted_at: new Date(recorded.metadata.occurredAt),
          name: ERASED_USER_NAME,
          email: erasedEmail(event.data.userId),
          phone: null,
          avatar_url: null,
          slug: null,
          contact_types: toJson([]),
          notification_push_identifiers: toJson({}),
        });
        return;
      case 'user.guest_searches_claimed.v1':
        // Not handled here: the searches read model gives these searches their owner.
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`users projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};

async function insertUser(
  transaction: Transaction<ReadModelTables>,
  data: { userId: string; email: string; name: string },
  createdAt: Date,
): Promise<void> {
  await transaction
    .insertInto('users')
    .values({
      id: data.userId,
      email: data.email,
      name: data.name,
      email_verified: false,
      is_premium: false,
      premium_until: null,
      is_admin: false,
      permissions: toJson([]),
      created_at: createdAt,
      slug: null,
      phone: null,
      avatar_url: null,
      contact_types: toJson(['email']),
      notification_types: toJson([]),
      notification_channels: toJson([]),
      notification_push_identifiers: toJson({}),
      config: toJson([]),
      deleted_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Sets the site's token and lists 'push' among the channels once; applying it again changes nothing. */
async function recordPushToken(
  transaction: Transaction<ReadModelTables>,
  data: { userId: string; siteKey: string; token: string },
): Promise<void> {
  await transaction
    .updateTable('users')
    .set({
      notification_push_identifiers: sql`notification_push_identifiers || jsonb_build_object(${data.siteKey}::text, ${data.token}::text)`,
      notification_channels: sql`CASE WHEN notification_channels ? 'push' THEN notification_channels ELSE notification_channels || '["push"]'::jsonb END`,
    })
    .where('id', '=', data.userId)
    .execute();
}

/** Takes the device's token out of the sites that still name it; applying it again changes nothing. */
async function forgetPushDevice(
  transaction: Transaction<ReadModelTables>,
  data: { userId: string; device: string },
): Promise<void> {
  const row = await transaction
    .selectFrom('users')
    .select('notification_push_identifiers')
    .where('id', '=', data.userId)
    .executeTakeFirst();
  if (!row) return;
  const kept = Object.entries(row.notification_push_identifiers).filter(
    ([, token]) => pushDeviceOf(token) !== data.device,
  );
  await transaction
    .updateTable('users')
    .set({ notification_push_identifiers: toJson(Object.fromEntries(kept)) })
    .where('id', '=', data.userId)
    .execute();
}
