// A deleted account's publications go with it: each one it created is deleted as its creator
// would (synchronized ones as the synchronizer), so every read model drops them the usual way.
// Publications it was only assigned to stay with their creator.
import type { CommandContext } from '../../commands/index.ts';
import { handleCommand } from '../../commands/index.ts';
import { allWritten, awaitReadModelsOf, type Platform, type Written } from '../../platform.ts';
import { publicationDecider, publicationStream } from '../../publication/index.ts';

export async function deletePublicationsOf(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  const created = await platform.db
    .selectFrom('publications')
    .select(['id', 'created_by'])
    .where('creator_id', '=', userId)
    .execute();
  const written: Written[] = [];
  for (const publication of created) {
    const actor = { userId, via: publication.created_by };
    const command = { type: 'delete' as const, actor };
    const outcome = await handleCommand(
      platform,
      publicationStream(publication.id),
      publicationDecider,
      command,
      context,
    );
    written.push(outcome);
  }
  await awaitReadModelsOf(platform, allWritten(written));
}
