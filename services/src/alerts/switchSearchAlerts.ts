// Switching a participant's alerts for a search: the alerts route and the demo world. Turning them
// on also turns the 'search_alert' notification type back on in the person's settings.
import { type SearchAlertSetting, searchAlertStream } from '@app/contracts';
import { changeAccount } from '../account/index.ts';
import type { CommandContext } from '../commands/index.ts';
import { execute, type Platform } from '../platform.ts';
import { alertDecider } from './alertDecider.ts';

const ALERT_TYPE = 'search_alert';

async function allowAlertType(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  const row = await platform.db
    .selectFrom('users')
    .select('notification_types')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.notification_types.includes(ALERT_TYPE)) return;
  const notificationTypes = [...row.notification_types, ALERT_TYPE];
  await changeAccount(platform, userId, { type: 'changeNotificationTypes', notificationTypes }, context);
}

/** Switches one person's alerts for a search (the route and the demo world). */
export async function switchSearchAlerts(
  platform: Platform,
  switching: { searchId: string; userId: string } & SearchAlertSetting,
  context: CommandContext,
): Promise<void> {
  const { searchId, userId } = switching;
  const command = { type: 'switch', ...switching } as const;
  await execute(platform, searchAlertStream(searchId, userId), alertDecider, command, context);
  if (switching.on) await allowAlertType(platform, userId, context);
}
