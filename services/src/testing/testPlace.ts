// Where one test platform keeps its data: its own database and media folder, both thrown away
// when the suite stops, copied from a prepared template (the migrated schema or the demo world).
import { copyFile, link, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@app/database';

export interface TestPlace {
  databaseUrl: string;
  mediaDirectory: string;
  /** Drops what the suite owned; nothing for a place the suite borrowed. */
  release(): Promise<void>;
}

/**
 * The template's files linked (not copied) into `to`: media are never written in place (a file is
 * written aside and linked under its name, a removal unlinks it; `LocalMediaStorage`), so a suite's
 * saves and removals leave the template and the other suites' folders as they were. Copying the
 * demo world's 1,300 pictures took 0.7–2.3 s a suite on the loaded machine; linking them, 30 ms.
 */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isDirectory()) return linkTree(source, target);
      try {
        await link(source, target);
      } catch (error) {
        // Another file system (a template folder elsewhere): a copy will do.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(source, target);
      }
    }),
  );
}

/** A database and media folder of the suite's own, copied from `template` (and its media folder when it has one). */
export async function ownTestPlace(template: { database: string; mediaDirectory?: string }): Promise<TestPlace> {
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'marketplace-media-'));
  const [database] = await Promise.all([
    createTestDatabase('services', template.database),
    template.mediaDirectory ? linkTree(template.mediaDirectory, mediaDirectory) : undefined,
  ]);
  return {
    databaseUrl: database.url,
    mediaDirectory,
    async release() {
      await database.drop();
      await rm(mediaDirectory, { recursive: true, force: true });
    },
  };
}
