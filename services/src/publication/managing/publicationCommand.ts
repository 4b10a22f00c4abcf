// Commands without a form (deletion, priority) run on the publication's stream.
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
