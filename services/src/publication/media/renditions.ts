// Publication pictures at the widths screens show them (contracts renditions.ts): made from the
// stored original with sharp, stored beside it through the media port and served for good like
// it. Made in the background after an upload and on first request for pictures stored before
// renditions existed. Concurrency: one render per rendition at a time in this process (requests
// for one in progress share it), every render in the process-wide image queue, and the media
// port's save never replaces a stored file. Disk: only renditions of stored originals are made,
// three per picture, so a request for an invented name writes nothing.
import {
  parseRenditionFile,
  RENDITION_NAMES,
  RENDITION_WIDTHS,
  type RenditionName,
  renditionFile,
} from '@app/contracts';
import sharp from 'sharp';
import type { MediaStorage, Renditions } from '../../media/index.ts';
import { inImageQueue } from '../../media/index.ts';
import { PUBLICATION_MEDIA_FOLDER } from './storedMedia.ts';

/** Photos at 72 look as the JPEG original at 82 does, at about 60% of the bytes. */
const WEBP_QUALITY = 72;

export function renderRendition(original: Buffer, rendition: RenditionName): Promise<Buffer> {
  return sharp(original)
    .resize({ width: RENDITION_WIDTHS[rendition], withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

async function makeRendition(storage: MediaStorage, key: string, originalKey: string, rendition: RenditionName) {
  const stored = await storage.read(key);
  if (stored) return stored;
  const original = await storage.read(originalKey);
  if (!original) return null;
  const bytes = await inImageQueue(() => renderRendition(original, rendition));
  await storage.save(key, bytes);
  return bytes;
}

/**
 * The renditions one media storage holds, made at most once at a time each in this process. One per
 * platform (Platform.renditions), beside the storage it reads and writes.
 */
export class PublicationRenditions implements Renditions {
  /** Renders in progress by key: a request for one of them shares it. */
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  /** Background preparations in progress, awaited by `settled`. */
  private readonly preparing = new Set<Promise<void>>();

  constructor(private readonly storage: MediaStorage) {}

  /**
   * The bytes of a publication picture's rendition, `key` being 'publications/{name}-{rendition}.webp':
   * read, or made from the original and stored; null when `key` names no rendition of a stored picture.
   */
  rendition(key: string): Promise<Buffer | null> {
    const [folder, file] = key.split('/');
    const parsed = folder === PUBLICATION_MEDIA_FOLDER && file ? parseRenditionFile(file) : null;
    if (!parsed) return Promise.resolve(null);
    const current = this.inFlight.get(key);
    if (current) return current;
    const made = makeRendition(this.storage, key, `${folder}/${parsed.original}`, parsed.rendition).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, made);
    return made;
  }

  /**
   * Makes the renditions of stored pictures (file names in the publications folder), one after the
   * other: callers that answer a request leave it running in the background.
   */
  prepare(files: readonly string[]): Promise<void> {
    const done: Promise<void> = this.makeRenditions(files).finally(() => this.preparing.delete(done));
    this.preparing.add(done);
    return done;
  }

  /** Resolves once no renditions are being prepared (tests that count stored files). */
  async settled(): Promise<void> {
    while (this.preparing.size > 0) await Promise.all(this.preparing);
  }

  private async makeRenditions(files: readonly string[]): Promise<void> {
    const keys = files.flatMap((file) =>
      RENDITION_NAMES.flatMap((rendition) => {
        const name = renditionFile(file, rendition);
        return name ? [`${PUBLICATION_MEDIA_FOLDER}/${name}`] : [];
      }),
    );
    for (const key of keys) {
      // A failure here (a storage gone away, a picture that cannot be decoded) is retried when the
      // rendition is first asked for.
      await this.rendition(key).catch(() => null);
    }
  }
}
