// An uploaded publication picture becomes a JPEG of at most 1500 px on its longest side and at
// most 1.5 MB, with its dominant colour and size. JPEG rather than WebP: encoding is about four
// times faster, which keeps a five-picture publication well under the 1.5 s target.
import { IMAGE } from '@app/contracts';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { openUploadedImage } from '../../media/index.ts';

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** Dominant colour as '#rrggbb', shown while the picture loads. */
  color: string;
}

export type ImageOutcome = { kind: 'image'; image: ProcessedImage } | { kind: 'not_an_image' } | { kind: 'too_large' };

/** Tried in turn until the picture fits in IMAGE.maxBytes. */
const QUALITIES = [82, 70, 55, 40];
export const COLOUR_SAMPLE_PIXELS = 64;

const hex = (channel: number) => channel.toString(16).padStart(2, '0');

/** Channel levels per histogram bin: 16 bins a channel, 4096 in all, as sharp's `stats().dominant`. */
const BIN_LEVELS = 16;

/** The centre of the fullest bin of a coarse colour histogram over raw RGB(A) pixels. */
function fullestBin(pixels: Buffer, channels: number): [number, number, number] {
  const counts = new Uint32Array(BIN_LEVELS ** 3);
  let fullest = 0;
  for (let offset = 0; offset + 2 < pixels.length; offset += channels) {
    const bin =
      ((pixels[offset]! >> 4) * BIN_LEVELS + (pixels[offset + 1]! >> 4)) * BIN_LEVELS + (pixels[offset + 2]! >> 4);
    counts[bin]! += 1;
    if (counts[bin]! > counts[fullest]!) fullest = bin;
  }
  const centre = (level: number) => level * BIN_LEVELS + BIN_LEVELS / 2;
  return [
    centre(Math.floor(fullest / BIN_LEVELS ** 2)),
    centre(Math.floor(fullest / BIN_LEVELS) % BIN_LEVELS),
    centre(fullest % BIN_LEVELS),
  ];
}

/**
 * The picture's dominant colour, from a small sample of it, binned here: sharp's stats() costs
 * ~12 ms of CPU even on the sample, this a fraction of a millisecond. `open` lets a drawing (SVG)
 * be rasterised straight at sample size.
 */
export async function dominantColour(picture: Buffer, open: SharpOptions = {}): Promise<string> {
  const sample = await sharp(picture, open)
    .resize(COLOUR_SAMPLE_PIXELS, COLOUR_SAMPLE_PIXELS, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${fullestBin(sample.data, sample.info.channels).map(hex).join('')}`;
}

async function encode(image: Sharp): Promise<{ data: Buffer; width: number; height: number } | null> {
  for (const quality of QUALITIES) {
    const { data, info } = await image.clone().jpeg({ quality }).toBuffer({ resolveWithObject: true });
    if (data.length <= IMAGE.maxBytes) return { data, width: info.width, height: info.height };
  }
  return null;
}

export async function processPublicationImage(upload: Buffer): Promise<ImageOutcome> {
  const opened = await openUploadedImage(upload);
  if (!opened) return { kind: 'not_an_image' };
  const image = opened
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: IMAGE.maxSidePixels, height: IMAGE.maxSidePixels, fit: 'inside', withoutEnlargement: true });
  try {
    const encoded = await encode(image);
    if (!encoded) return { kind: 'too_large' };
    const { data, width, height } = encoded;
    return { kind: 'image', image: { bytes: data, width, height, color: await dominantColour(data) } };
  } catch {
    // A file that starts like a picture but cannot be decoded.
    return { kind: 'not_an_image' };
  }
}
