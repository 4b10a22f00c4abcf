// Group and invitation commands as the routes run them, through `execute` (the response sees its write).
import { type CommandContext, streamState } from '../commands/index.ts';
import { execute, type Platform } from '../platform.ts';
import { type ActiveGroup, groupStream } from './group.ts';
import { type GroupCommand, groupDecider } from './groupDecider.ts';
import { type InvitationCommand, invitationDecider, invitationStream } from './invitation/invitation.ts';

export function runGroupCommand(
  platform: Platform,
  groupId: string,
  command: GroupCommand,
  context: CommandContext,
  options: { awaitReadModels?: boolean } = {},
) {
  return execute(platform, groupStream(groupId), groupDecider, command, context, options);
}

export function runInvitationCommand(
  platform: Platform,
  invitationId: string,
  command: InvitationCommand,
  context: CommandContext,
  options: { awaitReadModels?: boolean } = {},
) {
  return execute(platform, invitationStream(invitationId), invitationDecider, command, context, options);
}

/** The group as its stream says now (null when absent or deleted): for commands on other streams. */
export async function currentGroup(platform: Platform, groupId: string): Promise<ActiveGroup | null> {
  const state = await streamState(platform.store, groupStream(groupId), groupDecider);
  return state.status === 'active' ? state : null;
}
