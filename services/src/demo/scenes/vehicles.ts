// Vehicle scenes: a car, a pickup or van, or a motorcycle side-on, on a road under the listing's sky.
import type { DemoRandom } from '../demoRandom.ts';
import { type Frame, type Sky, shade, skyShapes } from './sceneKit.ts';

export type VehicleShape = 'car' | 'pickup' | 'motorbike';

const BODIES = ['#c0392b', '#2c3e50', '#ecf0f1', '#7f8c8d', '#1f5fa8', '#d4ac0d', '#1e8449', '#111111'];
const GLASS = '#9cc3dd';

const wheel = (x: number, y: number, radius: number) =>
  `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(radius)}" fill="#1c1c1c"/><circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(radius * 0.5)}" fill="#b8bcc2"/>`;

/** Outline points in a 100 × 40 box, wheels at x 22 and 78. */
const OUTLINES: Record<Exclude<VehicleShape, 'motorbike'>, { body: string; glass: string }> = {
  car: {
    body: '2,30 4,20 20,17 32,6 68,6 82,17 97,20 98,30',
    glass: '35,9 48,9 48,17 25,17 62,9 52,9 52,17 76,17',
  },
  pickup: {
    body: '2,30 2,16 14,14 22,3 50,3 54,14 98,14 98,30',
    glass: '25,6 47,6 50,14 18,14',
  },
};

function roadside(frame: Frame, sky: Sky, random: DemoRandom, roadTop: number): string {
  const { width, height } = frame;
  const scenery = random.pick(['city', 'hills', 'trees']);
  const far =
    scenery === 'city'
      ? Array.from({ length: 7 }, (_, index) => {
          const towerHeight = height * (random.between(10, 30) / 100);
          return `<rect x="${Math.round((width * index) / 7)}" y="${Math.round(roadTop - towerHeight)}" width="${Math.round(width / 8)}" height="${Math.round(towerHeight)}" fill="${shade(sky.bottom, -0.35)}"/>`;
        }).join('')
      : scenery === 'hills'
        ? `<ellipse cx="${Math.round(width * 0.3)}" cy="${Math.round(roadTop)}" rx="${Math.round(width * 0.5)}" ry="${Math.round(height * 0.16)}" fill="#6d8f5a"/><ellipse cx="${Math.round(width * 0.85)}" cy="${Math.round(roadTop)}" rx="${Math.round(width * 0.4)}" ry="${Math.round(height * 0.1)}" fill="#5c7d4b"/>`
        : Array.from(
            { length: 6 },
            (_, index) =>
              `<circle cx="${Math.round((width * (index + 0.5)) / 6)}" cy="${Math.round(roadTop - height * 0.05)}" r="${Math.round(height * 0.07)}" fill="#3f7d3a"/>`,
          ).join('');
  const road = `<rect y="${Math.round(roadTop)}" width="${width}" height="${height - Math.round(roadTop)}" fill="#4a4a4f"/>`;
  const dashes = Array.from(
    { length: 6 },
    (_, index) =>
      `<rect x="${Math.round((width * index) / 6)}" y="${Math.round(roadTop + (height - roadTop) * 0.75)}" width="${Math.round(width / 12)}" height="${Math.round(height * 0.012)}" fill="#f2f2f2"/>`,
  ).join('');
  return skyShapes(frame, sky, random) + far + road + dashes;
}

function fourWheeler(shape: 'car' | 'pickup', left: number, top: number, scale: number, colour: string): string {
  const outline = OUTLINES[shape];
  const at = (points: string) =>
    points
      .split(' ')
      .map((pair) => pair.split(',').map(Number))
      .map(([x, y]) => `${Math.round(left + x! * scale)},${Math.round(top + y! * scale)}`)
      .join(' ');
  const glassPoints = outline.glass.split(' ');
  const panes = shape === 'car' ? [glassPoints.slice(0, 4).join(' '), glassPoints.slice(4).join(' ')] : [outline.glass];
  return [
    `<polygon points="${at(outline.body)}" fill="${colour}"/>`,
    ...panes.map((pane) => `<polygon points="${at(pane)}" fill="${GLASS}"/>`),
    `<rect x="${Math.round(left + 2 * scale)}" y="${Math.round(top + 24 * scale)}" width="${Math.round(96 * scale)}" height="${Math.round(2 * scale)}" fill="${shade(colour, -0.35)}"/>`,
    wheel(left + 22 * scale, top + 30 * scale, 7 * scale),
    wheel(left + 78 * scale, top + 30 * scale, 7 * scale),
  ].join('');
}

function motorbike(left: number, top: number, scale: number, colour: string): string {
  const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, widthFactor: number) =>
    `<line x1="${Math.round(left + x1 * scale)}" y1="${Math.round(top + y1 * scale)}" x2="${Math.round(left + x2 * scale)}" y2="${Math.round(top + y2 * scale)}" stroke="${stroke}" stroke-width="${Math.round(widthFactor * scale)}" stroke-linecap="round"/>`;
  return [
    wheel(left + 20 * scale, top + 30 * scale, 10 * scale),
    wheel(left + 80 * scale, top + 30 * scale, 10 * scale),
    line(20, 30, 45, 18, '#333333', 3),
    line(80, 30, 70, 8, '#333333', 3),
    `<ellipse cx="${Math.round(left + 52 * scale)}" cy="${Math.round(top + 16 * scale)}" rx="${Math.round(16 * scale)}" ry="${Math.round(6 * scale)}" fill="${colour}"/>`,
    line(30, 12, 48, 12, '#222222', 4),
    line(66, 6, 74, 4, '#222222', 2),
  ].join('');
}

export function vehicleScene(shape: VehicleShape, frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const roadTop = height * (random.between(55, 68) / 100);
  const colour = random.pick(BODIES);
  const scale = (Math.min(width * 0.85, height * 1.4) / 100) * (random.between(75, 100) / 100);
  const left = random.between(0, Math.max(0, Math.round(width - 100 * scale)));
  const top = roadTop + (height - roadTop) * 0.55 - 30 * scale;
  const subject =
    shape === 'motorbike' ? motorbike(left, top, scale, colour) : fourWheeler(shape, left, top, scale, colour);
  const shadow = `<ellipse cx="${Math.round(left + 50 * scale)}" cy="${Math.round(top + 37 * scale)}" rx="${Math.round(50 * scale)}" ry="${Math.round(4 * scale)}" fill="#000000" opacity="0.3"/>`;
  return roadside(frame, sky, random, roadTop) + shadow + subject;
}
