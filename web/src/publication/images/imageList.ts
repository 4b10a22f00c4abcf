// The images of a publication being edited: those already stored (kept by id) and new files
// (uploaded as `medias[]`). The server appends new files after the kept ones, so a new image is
// never placed before a stored one; within each group the order is free.
import { type Media, PUBLICATION_MEDIA_MAX } from '@app/contracts/publication/publication';

export type ImageItem =
  | { key: string; kind: 'stored'; media: Media; url: string }
  | { key: string; kind: 'new'; file: File; url: string };

export function storedImages(medias: readonly Media[]): ImageItem[] {
  return [...medias]
    .sort((first, second) => first.number - second.number)
    .map((media) => ({ key: media.id, kind: 'stored', media, url: media.file_url }));
}

export function canMoveImage(items: readonly ImageItem[], index: number, direction: -1 | 1): boolean {
  const item = items[index];
  const neighbour = items[index + direction];
  return item !== undefined && neighbour !== undefined && item.kind === neighbour.kind;
}

export function moveImage(items: readonly ImageItem[], key: string, direction: -1 | 1): ImageItem[] {
  const index = items.findIndex((item) => item.key === key);
  if (!canMoveImage(items, index, direction)) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (item) moved.splice(index + direction, 0, item);
  return moved;
}

export function removeImage(items: readonly ImageItem[], key: string): ImageItem[] {
  return items.filter((item) => item.key !== key);
}

/** How many more images a publication can take (it holds at most PUBLICATION_MEDIA_MAX). */
export function roomForImages(items: readonly ImageItem[], max: number = PUBLICATION_MEDIA_MAX): number {
  return Math.max(0, max - items.length);
}

/** New files always follow the stored images; those beyond the maximum are left out. */
export function addImages(
  items: readonly ImageItem[],
  added: readonly ImageItem[],
  max: number = PUBLICATION_MEDIA_MAX,
): ImageItem[] {
  return [...items, ...added.slice(0, roomForImages(items, max))];
}

export const keptMediaIds = (items: readonly ImageItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'stored' ? [item.media.id] : []));

export const newImageFiles = (items: readonly ImageItem[]): File[] =>
  items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
