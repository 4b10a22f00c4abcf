// A deleted account leaves every group it belonged to (docs/decisions/user-deletion.md): the
// longest-standing member follows it as administrator when it was the last one, and a group it
// leaves empty is deleted. Its pins go with its membership.
import type { CommandContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { runGroupCommand } from '../groupCommands.ts';

export async function departDeletedAccount(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  const memberships = await platform.db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  for (const { group_id } of memberships) {
    await runGroupCommand(platform, group_id, { type: 'depart', userId }, context);
  }
}
