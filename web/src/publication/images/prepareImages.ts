// Picked files become images of the form: accepted formats only, each made small enough in the
// browser (canvas, at most 1500 px and 1.5 MB) before it is ever uploaded.
import { compressImage } from '../../shared/images/compressImage.ts';
import { isAcceptedImage } from './acceptedImages.ts';
import type { ImageItem } from './imageList.ts';

let nextKey = 0;

export async function prepareImages(files: readonly File[]): Promise<ImageItem[]> {
  const accepted = files.filter(isAcceptedImage);
  const compressed = await Promise.all(accepted.map((file) => compressImage(file).catch(() => file)));
  return compressed.map((file) => {
    nextKey += 1;
    return { key: `new-${nextKey}`, kind: 'new', file, url: URL.createObjectURL(file) };
  });
}

/** Frees the memory of previews of new files no longer shown. */
export function releasePreviews(items: readonly ImageItem[]): void {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.url);
}
