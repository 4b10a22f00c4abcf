// How a publication's pictures change when a seller saves the form: the stored pictures they kept
// (in the order they left them) followed by the new uploads.
import { VALIDATION_MESSAGES as M, type Media, PUBLICATION_MEDIA_MAX, type PublicationEvent } from '@app/contracts';
import { DomainError } from '../../commands/index.ts';

/** A processed upload, stored and ready to be recorded. */
export type NewMedia = Omit<Media, 'file_url' | 'number' | 'type'>;

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function tooManyMedia(count: number): DomainError | null {
  return count > PUBLICATION_MEDIA_MAX ? DomainError.invalidField('medias', M.maxValue(PUBLICATION_MEDIA_MAX)) : null;
}

export function mediaAdded(publicationId: string, media: readonly NewMedia[], firstNumber: number): PublicationEvent[] {
  return media.map((item, index) => ({
    type: 'publication.media_added.v1',
    data: { publicationId, media: { ...item, type: 'image', number: firstNumber + index } },
  }));
}

export function planMedia(
  publicationId: string,
  current: readonly string[],
  keep: readonly string[],
  uploads: readonly NewMedia[],
): PublicationEvent[] | DomainError {
  const kept = [...new Set(keep)];
  if (kept.some((id) => !current.includes(id))) return DomainError.invalidField('medias', M.invalid);
  const limit = tooManyMedia(kept.length + uploads.length);
  if (limit) return limit;
  const removed: PublicationEvent[] = current
    .filter((id) => !kept.includes(id))
    .map((mediaId) => ({ type: 'publication.media_removed.v1', data: { publicationId, mediaId } }));
  const events = [...removed, ...mediaAdded(publicationId, uploads, kept.length)];
  const afterRemoval = current.filter((id) => kept.includes(id));
  if (!sameOrder(afterRemoval, kept)) {
    const mediaIds = [...kept, ...uploads.map((upload) => upload.id)];
    events.push({ type: 'publication.media_reordered.v1', data: { publicationId, mediaIds } });
  }
  return events;
}
