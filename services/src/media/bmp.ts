// sharp reads no BMP, yet SPEC.md accepts .bmp pictures: this turns the common uncompressed
// 24- and 32-bit bitmaps into raw RGB pixels sharp can take from there.

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const FILE_HEADER_BYTES = 14;
const MAX_PIXELS = 40_000_000;
const UNCOMPRESSED = 0;
const BITFIELDS = 3;

function hasStandardMasks(bytes: Buffer): boolean {
  const masksAt = FILE_HEADER_BYTES + 40;
  if (bytes.length < masksAt + 12) return false;
  return (
    bytes.readUInt32LE(masksAt) === 0x00ff0000 &&
    bytes.readUInt32LE(masksAt + 4) === 0x0000ff00 &&
    bytes.readUInt32LE(masksAt + 8) === 0x000000ff
  );
}

function isSupported(bytes: Buffer, bitsPerPixel: number, compression: number): boolean {
  if (compression === UNCOMPRESSED) return bitsPerPixel === 24 || bitsPerPixel === 32;
  return compression === BITFIELDS && bitsPerPixel === 32 && hasStandardMasks(bytes);
}

/** The pixels of a BMP file, or null when `bytes` is not a BMP this decoder reads. */
export function decodeBmp(bytes: Buffer): RawImage | null {
  if (bytes.length < FILE_HEADER_BYTES + 40 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const pixelsAt = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const height = Math.abs(signedHeight);
  if (width <= 0 || height === 0 || width * height > MAX_PIXELS) return null;
  if (!isSupported(bytes, bitsPerPixel, bytes.readUInt32LE(30))) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const rowBytes = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (pixelsAt + rowBytes * height > bytes.length) return null;
  const data = Buffer.alloc(width * height * 3);
  // Positive heights store the bottom row first.
  for (let y = 0; y < height; y++) {
    const sourceRow = pixelsAt + (signedHeight > 0 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const source = sourceRow + x * bytesPerPixel;
      const target = (y * width + x) * 3;
      data[target] = bytes[source + 2]!;
      data[target + 1] = bytes[source + 1]!;
      data[target + 2] = bytes[source]!;
    }
  }
  return { data, width, height, channels: 3 };
}
