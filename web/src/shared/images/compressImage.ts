// Images leave the browser at most 1500 px on their longest side and 1.5 MB (SPEC.md section 5).
import { IMAGE } from '@app/contracts/limits';

/** The size that fits within `maxSide` keeping the proportions (never enlarges). */
export function scaledSize(width: number, height: number, maxSide: number = IMAGE.maxSidePixels) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5] as const;

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** Re-encodes as JPEG when the image is too large in pixels or bytes; otherwise keeps it as is. */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const size = scaledSize(bitmap.width, bitmap.height);
  const fits = size.width === bitmap.width && size.height === bitmap.height && file.size <= IMAGE.maxBytes;
  if (fits) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await toBlob(canvas, quality);
    if (blob && (blob.size <= IMAGE.maxBytes || quality === QUALITIES.at(-1))) {
      return new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
    }
  }
  return file;
}
