// Which scenes a demo listing gets: three to five pictures of its subject, drawn from a source
// seeded by the publication id, so a publication always gets the same palette, time of day and
// framing while its neighbours look different.
import { createHash } from 'node:crypto';
import type { DemoListing } from '../demoListing.ts';
import { type DemoRandom, demoRandom } from '../demoRandom.ts';
import { type ProductShape, productScene } from './products.ts';
import { buildingScene, houseScene, landScene, roomScene, shopScene } from './properties.ts';
import { FRAMES, type Frame, pickSky, type Sky, svgDocument } from './sceneKit.ts';
import { type VehicleShape, vehicleScene } from './vehicles.ts';

export const PICTURES_PER_PUBLICATION = { min: 3, max: 5 } as const;

type Scene = (frame: Frame, sky: Sky, random: DemoRandom) => string;

const PROPERTY_SCENES: Record<string, Scene> = {
  Departamento: buildingScene,
  Oficina: buildingScene,
  Casa: houseScene,
  'Propiedad horizontal (PH)': houseScene,
  Terreno: landScene,
  'Local comercial': shopScene,
};
const VEHICLE_SHAPES: Record<string, VehicleShape> = {
  Autos: 'car',
  Camionetas: 'pickup',
  Utilitarios: 'pickup',
  Motos: 'motorbike',
};
const PRODUCT_SHAPES: Record<string, ProductShape> = {
  Indumentaria: 'shirt',
  Calzado: 'shoe',
  Electrónica: 'headphones',
  Hogar: 'chair',
  Deportes: 'ball',
};

/** The outside first (the cover), then the outside again or a room, for every built property. */
function propertyScenes(category: string): Scene[] {
  const outside = PROPERTY_SCENES[category] ?? houseScene;
  return category === 'Terreno' ? [outside] : [outside, outside, roomScene];
}

function scenesFor(listing: DemoListing): Scene[] {
  if (listing.typeSlug === 'inmuebles') return propertyScenes(listing.category);
  if (listing.typeSlug === 'vehiculos') {
    const shape = VEHICLE_SHAPES[listing.category] ?? 'car';
    return [(frame, sky, random) => vehicleScene(shape, frame, sky, random)];
  }
  const shape = PRODUCT_SHAPES[listing.category] ?? 'shirt';
  const colour = typeof listing.extras.color === 'string' ? listing.extras.color : '';
  return [(frame, _sky, random) => productScene(shape, colour, frame, random)];
}

export function seedOf(publicationId: string): number {
  return createHash('sha256').update(publicationId).digest().readUInt32BE(0);
}

/** The SVG documents of one publication's pictures, cover first. */
export function demoSceneSvgs(publicationId: string, listing: DemoListing): Buffer[] {
  const random = demoRandom(seedOf(publicationId));
  const scenes = scenesFor(listing);
  const sky = pickSky(random);
  const count = random.between(PICTURES_PER_PUBLICATION.min, PICTURES_PER_PUBLICATION.max);
  const frames = Object.values(FRAMES);
  return Array.from({ length: count }, (_, index) => {
    const frame = index === 0 ? random.pick([FRAMES.landscape, FRAMES.portrait]) : random.pick(frames);
    const scene = index === 0 ? scenes[0]! : random.pick(scenes);
    // One time of day for most of a listing's pictures; now and then another visit.
    const light = index > 0 && random.chance(0.25) ? pickSky(random) : sky;
    return svgDocument(frame, scene(frame, light, random));
  });
}
