// Demo pictures drawn on the spot (no downloads): a gradient, a few shapes and a label, rendered
// from SVG by sharp straight to the JPEG an upload becomes. Each is stored once and shared by
// several publications of its category.

import sharp from 'sharp';
import type { MediaStorage } from '../media/mediaStorage.ts';
import { dominantColour } from '../publication/media/publicationImage.ts';
import { mediaFileName, PUBLICATION_MEDIA_FOLDER } from '../publication/media/storedMedia.ts';
import type { NewMedia } from '../publication/mediaPlan.ts';
import type { DemoRandom } from './demoRandom.ts';

const WIDTH = 900;
const HEIGHT = 600;
const PALETTES: readonly [string, string][] = [
  ['#1e3c72', '#2a5298'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#c31432', '#240b36'],
  ['#834d9b', '#d04ed6'],
  ['#283c86', '#45a247'],
  ['#e65c00', '#f9d423'],
  ['#2c3e50', '#4ca1af'],
];

/** A demo picture: how it looks, before it is drawn. */
export type DemoPicture = Omit<NewMedia, 'id'>;

function shapes(random: DemoRandom): string {
  return Array.from({ length: 6 }, () => {
    const x = random.between(0, WIDTH);
    const y = random.between(0, HEIGHT);
    const size = random.between(60, 260);
    const opacity = (random.between(10, 35) / 100).toFixed(2);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="#ffffff" opacity="${opacity}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.7}" rx="18" fill="#ffffff" opacity="${opacity}"/>`;
  }).join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function demoSvg(label: string, caption: string, random: DemoRandom): Buffer {
  const [from, to] = random.pick(PALETTES);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes(random)}
  <text x="48" y="${HEIGHT - 96}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
  <text x="50" y="${HEIGHT - 48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffffff" opacity="0.85">${escapeXml(caption)}</text>
</svg>`);
}

/** Draws and stores one picture; its file name comes from its content. */
export async function storeDemoPicture(storage: MediaStorage, svg: Buffer): Promise<DemoPicture> {
  const { data, info } = await sharp(svg).jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true });
  const file = mediaFileName('demo', data);
  await storage.save(`${PUBLICATION_MEDIA_FOLDER}/${file}`, data);
  return {
    location: PUBLICATION_MEDIA_FOLDER,
    file,
    info: { color: await dominantColour(data), width: info.width, height: info.height },
  };
}
