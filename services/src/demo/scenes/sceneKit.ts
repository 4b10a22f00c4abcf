// Building blocks of the demo scenes: picture frames, skies by time of day and an SVG wrapper.
// Scenes are shapes and colour only, never words: a picture must not compete with the card's title.
import type { DemoRandom } from '../demoRandom.ts';

export interface Frame {
  width: number;
  height: number;
}

/** Landscape, portrait and square frames, as phones and cameras take them. */
export const FRAMES = {
  landscape: { width: 840, height: 560 },
  wide: { width: 864, height: 486 },
  portrait: { width: 560, height: 840 },
  tall: { width: 540, height: 720 },
  square: { width: 640, height: 640 },
} as const satisfies Record<string, Frame>;

export type TimeOfDay = 'morning' | 'noon' | 'sunset' | 'night' | 'overcast';

export interface Sky {
  time: TimeOfDay;
  top: string;
  bottom: string;
  /** Sun or moon colour; none under clouds. */
  light: string | null;
  /** Windows glow at night. */
  windowsLit: boolean;
}

const SKIES: readonly Sky[] = [
  { time: 'morning', top: '#7fb8f0', bottom: '#e3f1ff', light: '#fff3b0', windowsLit: false },
  { time: 'noon', top: '#3d8ee0', bottom: '#bfe0ff', light: '#fffbe0', windowsLit: false },
  { time: 'sunset', top: '#f0725a', bottom: '#ffd29a', light: '#ffe08a', windowsLit: true },
  { time: 'night', top: '#0d1b3a', bottom: '#32507e', light: '#f4f1d0', windowsLit: true },
  { time: 'overcast', top: '#9aa8b8', bottom: '#dfe5ec', light: null, windowsLit: false },
];

export function pickSky(random: DemoRandom): Sky {
  return random.pick(SKIES);
}

export function skyShapes(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const gradient = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`;
  const light = sky.light
    ? `<circle cx="${random.between(width * 0.1, width * 0.9)}" cy="${random.between(height * 0.08, height * 0.3)}" r="${Math.round(Math.min(width, height) * 0.07)}" fill="${sky.light}" opacity="0.9"/>`
    : '';
  const clouds = Array.from({ length: random.between(1, 4) }, () => cloud(frame, sky, random)).join('');
  return `<defs>${gradient}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${light}${clouds}`;
}

function cloud(frame: Frame, sky: Sky, random: DemoRandom): string {
  const x = random.between(0, frame.width);
  const y = random.between(frame.height * 0.05, frame.height * 0.35);
  const size = random.between(30, 70) * (frame.width / 960);
  const fill = sky.time === 'night' ? '#46618f' : '#ffffff';
  const opacity = sky.time === 'overcast' ? 0.8 : 0.6;
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${size * 1.6}" ry="${size * 0.6}"/><ellipse cx="${x + size * 0.6}" cy="${y - size * 0.3}" rx="${size}" ry="${size * 0.6}"/></g>`;
}

/** A flat backdrop with a floor line, for products photographed in a studio. */
export function studioShapes(frame: Frame, wall: string, floor: string, random: DemoRandom): string {
  const { width, height } = frame;
  const horizon = Math.round(height * (random.between(55, 72) / 100));
  return `<rect width="${width}" height="${height}" fill="${wall}"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${floor}"/>`;
}

export function svgDocument(frame: Frame, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}">${body}</svg>`,
  );
}

/** Darkens (negative) or lightens (positive) a #rrggbb colour by a fraction. */
export function shade(colour: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
  const shifted = channels.map((value) =>
    Math.round(amount < 0 ? value * (1 + amount) : value + (255 - value) * amount),
  );
  return `#${shifted.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
