// Stored media (avatars, publication pictures) behind a small port, so a bucket can replace the
// local folder. Keys are named by content: a key that exists already holds the same bytes.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores `bytes` under `key`; false when the key was stored already (and is left as it was). */
  save(key: string, bytes: Buffer): Promise<boolean>;
  /** null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** '{folder}/{name}.{extension}': lowercase words, no way out of the media folder. */
const MEDIA_KEY = /^[a-z]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** The address the API serves a stored file at. */
export const mediaUrl = (key: string) => `/api/media/${key}`;

export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly directory: string) {}

  async save(key: string, bytes: Buffer): Promise<boolean> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then linked under its name: readers never see half a file, and the link
    // fails instead of replacing a file another request stored first.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await link(partial, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private fileOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
    return path.join(this.directory, key);
  }
}
