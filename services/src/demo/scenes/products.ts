// Product scenes: the item in the listing's colour on a studio backdrop, framed closer or wider.
import type { DemoRandom } from '../demoRandom.ts';
import { type Frame, shade, studioShapes } from './sceneKit.ts';

export type ProductShape = 'shirt' | 'shoe' | 'headphones' | 'chair' | 'ball';

/** The demo catalogue's colour slugs as paint. */
export const PRODUCT_COLOURS: Record<string, string> = {
  negro: '#222222',
  blanco: '#f5f5f2',
  gris: '#8a8d91',
  azul: '#1f5fa8',
  rojo: '#c0392b',
  verde: '#2e8b57',
  beige: '#d8c3a0',
  rosa: '#e89bb5',
};

const BACKDROPS: readonly [wall: string, floor: string][] = [
  ['#f2efe9', '#dcd6cc'],
  ['#e6eef5', '#c9d6e3'],
  ['#f7e9e1', '#e3cbbd'],
  ['#e9f1e6', '#cbdbc4'],
  ['#3b3f48', '#2a2d33'],
  ['#fdf3d7', '#ead9a8'],
];

/** Each shape is drawn in a 100 × 100 box; the caller places and scales it. */
const SHAPES: Record<ProductShape, (colour: string) => string> = {
  shirt: (colour) =>
    `<polygon points="30,8 42,4 58,4 70,8 96,26 86,42 74,34 74,96 26,96 26,34 14,42 4,26" fill="${colour}"/><polygon points="42,4 50,14 58,4" fill="${shade(colour, -0.25)}"/>`,
  shoe: (colour) =>
    `<path d="M6,70 L10,40 L34,42 L52,58 L86,64 Q98,68 96,80 L6,80 Z" fill="${colour}"/><rect x="4" y="80" width="94" height="8" fill="${shade(colour, colour === '#222222' ? 0.8 : -0.5)}"/><line x1="30" y1="46" x2="44" y2="56" stroke="${shade(colour, 0.5)}" stroke-width="3"/>`,
  headphones: (colour) =>
    `<path d="M18,60 Q18,10 50,10 Q82,10 82,60" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="7"/><rect x="8" y="52" width="20" height="34" rx="8" fill="${colour}"/><rect x="72" y="52" width="20" height="34" rx="8" fill="${colour}"/>`,
  chair: (colour) =>
    `<rect x="24" y="6" width="52" height="44" rx="6" fill="${colour}"/><rect x="18" y="50" width="64" height="12" rx="4" fill="${shade(colour, -0.2)}"/><rect x="22" y="62" width="6" height="34" fill="#5b3a29"/><rect x="72" y="62" width="6" height="34" fill="#5b3a29"/>`,
  ball: (colour) =>
    `<circle cx="50" cy="54" r="40" fill="${colour}"/><polygon points="50,36 66,48 60,66 40,66 34,48" fill="${shade(colour, colour === '#222222' ? 0.85 : -0.55)}"/><circle cx="36" cy="38" r="8" fill="#ffffff" opacity="0.35"/>`,
};

export function productScene(shape: ProductShape, colourSlug: string, frame: Frame, random: DemoRandom): string {
  const { width, height } = frame;
  const [wall, floor] = random.pick(BACKDROPS);
  const colour = PRODUCT_COLOURS[colourSlug] ?? random.pick(Object.values(PRODUCT_COLOURS));
  const size = Math.min(width, height) * (random.between(50, 85) / 100);
  const left = (width - size) * (random.between(20, 80) / 100);
  const top = height * 0.72 - size * 0.9;
  const scale = size / 100;
  const flip = random.chance(0.5);
  const transform = flip
    ? `translate(${Math.round(left + size)},${Math.round(top)}) scale(${-scale},${scale})`
    : `translate(${Math.round(left)},${Math.round(top)}) scale(${scale})`;
  const shadow = `<ellipse cx="${Math.round(left + size / 2)}" cy="${Math.round(top + size * 0.95)}" rx="${Math.round(size * 0.45)}" ry="${Math.round(size * 0.05)}" fill="#000000" opacity="0.18"/>`;
  return `${studioShapes(frame, wall, floor, random)}${shadow}<g transform="${transform}">${SHAPES[shape](colour)}</g>`;
}
