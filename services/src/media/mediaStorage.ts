// Stored media (avatars today) behind a small port, so a bucket can replace the local folder.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
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

  async save(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
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
