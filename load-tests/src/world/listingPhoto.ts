// The picture sellers attach to a quick publication (one is required): a phone-sized JPEG that
// compresses like a photo (a gradient under fine grain), so decoding and shrinking it costs what a
// real upload costs. Written beside the fixture, where the sellers script opens it.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const WIDTH = 1_600;
const HEIGHT = 1_200;

export async function writeListingPhoto(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(30,60%,35%)"/><stop offset="1" stop-color="hsl(200,70%,70%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const grain = await sharp(randomBytes(WIDTH * HEIGHT), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .png()
    .toBuffer();
  const photo = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  await writeFile(file, photo);
}
