// A priority slug sets the publication's priority (with its expiry); null clears it ('Quitar').
import type { CommandContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { runPublicationCommand } from '../managing/publicationCommand.ts';
import type { PublicationCommand } from '../publicationDecider.ts';

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
