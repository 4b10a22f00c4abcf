// The demo world's pictures are drawn without renditions (every e2e suite seeds it, and most never
// look at a picture): a platform started for people, or measured, makes them once seeded.
import type { Platform } from '../platform.ts';
import { PUBLICATION_MEDIA_FOLDER } from '../publication/index.ts';

export async function prepareDemoRenditions(platform: Platform): Promise<void> {
  const rows = await platform.db
    .selectFrom('publication_media')
    .select('file')
    .where('location', '=', PUBLICATION_MEDIA_FOLDER)
    .execute();
  await platform.renditions.prepare(rows.map((row) => row.file));
}
