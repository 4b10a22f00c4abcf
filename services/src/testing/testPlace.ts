// Where one test platform keeps its data: its own database and media folder, both thrown away
// when the suite stops, copied from a prepared template (the migrated schema or the demo world).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@app/database';

export interface TestPlace {
  databaseUrl: string;
  mediaDirectory: string;
  /** Drops what the suite owned; nothing for a place the suite borrowed. */
  release(): Promise<void>;
}

/** A database and media folder of the suite's own, copied from `template` (and its media folder when it has one). */
export async function ownTestPlace(template: { database: string; mediaDirectory?: string }): Promise<TestPlace> {
  const database = await createTestDatabase('services', template.database);
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'marketplace-media-'));
  if (template.mediaDirectory) await cp(template.mediaDirectory, mediaDirectory, { recursive: true });
  return {
    databaseUrl: database.url,
    mediaDirectory,
    async release() {
      await database.drop();
      await rm(mediaDirectory, { recursive: true, force: true });
    },
  };
}
