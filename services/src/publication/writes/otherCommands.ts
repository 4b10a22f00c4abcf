// Priority and deletion: commands without a form.
import type { CommandContext } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { publicationStream } from '../publication.ts';
import { type PublicationCommand, publicationDecider } from '../publicationDecider.ts';

export function runPublicationCommand(
  platform: Platform,
  publicationId: string,
  command: Exclude<PublicationCommand, { type: 'create' | 'change' }>,
  context: CommandContext,
) {
  return execute(platform, publicationStream(publicationId), publicationDecider, command, context);
}

/** PUT /{id}/priority: a priority slug sets it (with its expiry), null clears it ('Quitar'). */
export function changePriority(
  platform: Platform,
  publicationId: string,
  userId: string,
  setting: { priority: string | null; priority_description: string | null },
  context: CommandContext,
) {
  const actor = { userId, via: 'user' as const };
  const command: Exclude<PublicationCommand, { type: 'create' | 'change' }> =
    setting.priority === null
      ? { type: 'clearPriority', actor }
      : {
          type: 'setPriority',
          actor,
          priority: setting.priority,
          description: setting.priority_description || null,
          now: context.now,
        };
  return runPublicationCommand(platform, publicationId, command, context);
}
