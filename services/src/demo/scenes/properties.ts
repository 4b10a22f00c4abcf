// Property scenes: a building, a house, a plot, a shop front and a room, under the listing's sky.
import type { DemoRandom } from '../demoRandom.ts';
import { type Frame, type Sky, shade, skyShapes } from './sceneKit.ts';

const WALLS = ['#e8d5b7', '#f4efe6', '#c96f4a', '#9fb7c9', '#d9a441', '#b5b8bd', '#a35d3d', '#e7c9c0'];
const ROOFS = ['#7a3b2e', '#4b4f58', '#8c5a3c', '#2f3e46'];
const DOORS = ['#5b3a29', '#2d4a6b', '#7c2d2d', '#3d5a40'];

const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(width)}" height="${Math.round(height)}" fill="${fill}"/>`;

function windowGrid(x: number, y: number, columns: number, rows: number, cell: number, sky: Sky, random: DemoRandom) {
  const glass = sky.windowsLit ? '#ffd36b' : '#a9cbe8';
  const dark = sky.windowsLit ? '#3a3f52' : '#6f8fae';
  const panes = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      panes.push(rect(x + column * cell, y + row * cell, cell * 0.62, cell * 0.7, random.chance(0.6) ? glass : dark));
  return panes.join('');
}

function ground(frame: Frame, horizon: number, colour: string): string {
  return (
    rect(0, horizon, frame.width, frame.height - horizon, colour) +
    rect(0, horizon, frame.width, frame.height * 0.015, shade(colour, -0.2))
  );
}

function tree(x: number, base: number, size: number): string {
  return `${rect(x - size * 0.08, base - size, size * 0.16, size, '#6b4a2f')}<circle cx="${Math.round(x)}" cy="${Math.round(base - size)}" r="${Math.round(size * 0.55)}" fill="#3f7d3a"/><circle cx="${Math.round(x + size * 0.3)}" cy="${Math.round(base - size * 0.8)}" r="${Math.round(size * 0.4)}" fill="#4f9446"/>`;
}

export function buildingScene(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const horizon = height * 0.86;
  const wall = random.pick(WALLS);
  const buildingWidth = width * (random.between(38, 60) / 100);
  const left = random.between(width * 0.05, width - buildingWidth - width * 0.05);
  const top = height * (random.between(8, 25) / 100);
  const cell = buildingWidth / random.between(4, 6);
  const columns = Math.floor(buildingWidth / cell);
  const rows = Math.floor((horizon - top - cell) / cell);
  const neighbours = [0, 1].map((side) => {
    const neighbourWidth = width * 0.3;
    const x = side === 0 ? left - neighbourWidth - width * 0.02 : left + buildingWidth + width * 0.02;
    const y = height * (random.between(30, 55) / 100);
    return rect(x, y, neighbourWidth, horizon - y, shade(random.pick(WALLS), -0.15));
  });
  return [
    skyShapes(frame, sky, random),
    ...neighbours,
    rect(left, top, buildingWidth, horizon - top, wall),
    rect(left - cell * 0.1, top - cell * 0.2, buildingWidth + cell * 0.2, cell * 0.25, shade(wall, -0.3)),
    windowGrid(left + cell * 0.25, top + cell * 0.4, columns, rows, cell, sky, random),
    rect(left + buildingWidth / 2 - cell * 0.4, horizon - cell * 0.9, cell * 0.8, cell * 0.9, random.pick(DOORS)),
    ground(frame, horizon, '#9a9a94'),
  ].join('');
}

export function houseScene(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const horizon = height * (random.between(68, 80) / 100);
  const houseWidth = width * (random.between(45, 65) / 100);
  const houseHeight = Math.min(height * 0.32, houseWidth * 0.55);
  const left = random.between(width * 0.04, width - houseWidth - width * 0.04);
  const top = horizon - houseHeight;
  const wall = random.pick(WALLS);
  const roofPeak = top - houseHeight * (random.between(45, 80) / 100);
  const roof = `<polygon points="${Math.round(left - houseWidth * 0.06)},${Math.round(top)} ${Math.round(left + houseWidth / 2)},${Math.round(roofPeak)} ${Math.round(left + houseWidth * 1.06)},${Math.round(top)}" fill="${random.pick(ROOFS)}"/>`;
  const windowSize = houseHeight * 0.34;
  const windows = [0.16, 0.66]
    .map((at) =>
      rect(
        left + houseWidth * at,
        top + houseHeight * 0.25,
        windowSize * 1.2,
        windowSize,
        sky.windowsLit ? '#ffd36b' : '#a9cbe8',
      ),
    )
    .join('');
  const door = rect(
    left + houseWidth * 0.44,
    top + houseHeight * 0.38,
    houseWidth * 0.12,
    houseHeight * 0.62,
    random.pick(DOORS),
  );
  const trees = random.chance(0.7)
    ? tree(random.chance(0.5) ? width * 0.08 : width * 0.92, horizon, height * 0.22)
    : '';
  return [
    skyShapes(frame, sky, random),
    ground(frame, horizon, '#6fa35a'),
    rect(left, top, houseWidth, houseHeight, wall),
    roof,
    windows,
    door,
    trees,
  ].join('');
}

export function landScene(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const horizon = height * (random.between(45, 65) / 100);
  const field = random.pick(['#8fb35a', '#a8b86a', '#c9b46a', '#6f9e4f']);
  const hills = `<ellipse cx="${random.between(0, width)}" cy="${Math.round(horizon)}" rx="${Math.round(width * 0.45)}" ry="${Math.round(height * 0.12)}" fill="${shade(field, -0.25)}"/>`;
  const furrows = Array.from({ length: 6 }, (_, index) => {
    const y = horizon + ((height - horizon) * (index + 1)) / 7;
    return rect(0, y, width, height * 0.01, shade(field, -0.12));
  }).join('');
  const posts = Array.from({ length: 9 }, (_, index) =>
    rect((width * index) / 8, horizon + height * 0.05, width * 0.008, height * 0.06, '#6b4a2f'),
  ).join('');
  const wire = rect(0, horizon + height * 0.065, width, height * 0.004, '#4a3a2a');
  return [
    skyShapes(frame, sky, random),
    hills,
    ground(frame, horizon, field),
    furrows,
    posts,
    wire,
    tree(random.between(width * 0.1, width * 0.9), horizon + height * 0.02, height * 0.18),
  ].join('');
}

export function shopScene(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const horizon = height * 0.88;
  const wall = random.pick(WALLS);
  const awning = random.pick(['#c0392b', '#1f6f8b', '#2e8b57', '#d35400']);
  const top = height * 0.2;
  const stripes = Array.from({ length: 10 }, (_, index) =>
    rect((width * index) / 10, top + height * 0.18, width / 20, height * 0.08, index % 2 ? '#ffffff' : awning),
  ).join('');
  const glass = rect(
    width * 0.08,
    top + height * 0.3,
    width * 0.55,
    horizon - top - height * 0.3,
    sky.windowsLit ? '#ffe3a3' : '#b9d4ea',
  );
  const shelves = Array.from({ length: 3 }, (_, index) =>
    rect(width * 0.1, top + height * (0.4 + index * 0.12), width * 0.51, height * 0.015, shade(wall, -0.4)),
  ).join('');
  const door = rect(width * 0.7, top + height * 0.3, width * 0.18, horizon - top - height * 0.3, random.pick(DOORS));
  return [
    skyShapes(frame, sky, random),
    rect(0, top, width, horizon - top, wall),
    stripes,
    glass,
    shelves,
    door,
    ground(frame, horizon, '#8f8f8a'),
  ].join('');
}

export function roomScene(frame: Frame, sky: Sky, random: DemoRandom): string {
  const { width, height } = frame;
  const wall = random.pick(['#f1ece4', '#dfe7ea', '#efe1d1', '#e4e9dd']);
  const floorLine = height * (random.between(66, 76) / 100);
  const floor = random.pick(['#b9875a', '#9c6b43', '#c8b59a', '#7d7d7d']);
  const windowWidth = width * 0.3;
  const windowLeft = random.between(width * 0.05, width * 0.6);
  const view = `<rect x="${Math.round(windowLeft)}" y="${Math.round(height * 0.15)}" width="${Math.round(windowWidth)}" height="${Math.round(floorLine * 0.5)}" fill="${sky.top}" stroke="#ffffff" stroke-width="${Math.round(width * 0.012)}"/>`;
  const sofaColour = random.pick(['#4a6fa5', '#a55a4a', '#6a8f5b', '#8a7a6a', '#3d3d4a']);
  const sofaLeft = random.between(width * 0.05, width * 0.45);
  const sofa = `${rect(sofaLeft, floorLine - height * 0.16, width * 0.45, height * 0.12, shade(sofaColour, -0.15))}${rect(sofaLeft, floorLine - height * 0.08, width * 0.45, height * 0.1, sofaColour)}`;
  const plant = `${rect(width * 0.86, floorLine - height * 0.08, width * 0.06, height * 0.08, '#b0643a')}<circle cx="${Math.round(width * 0.89)}" cy="${Math.round(floorLine - height * 0.14)}" r="${Math.round(height * 0.07)}" fill="#3f7d3a"/>`;
  const rug = `<ellipse cx="${Math.round(width / 2)}" cy="${Math.round(floorLine + (height - floorLine) / 2)}" rx="${Math.round(width * 0.3)}" ry="${Math.round((height - floorLine) * 0.25)}" fill="${shade(sofaColour, 0.5)}"/>`;
  return [
    rect(0, 0, width, height, wall),
    view,
    rect(0, floorLine, width, height - floorLine, floor),
    rug,
    sofa,
    plant,
  ].join('');
}
