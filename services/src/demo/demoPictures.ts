// A demo publication's pictures: its scenes (scenes/demoScenes.ts) rendered from SVG by sharp
// straight to the JPEG an upload becomes, and stored under the publication's id.
import sharp from 'sharp';
import type { MediaStorage } from '../media/index.ts';
import type { NewMedia } from '../publication/index.ts';
import { COLOUR_SAMPLE_PIXELS, dominantColour, mediaFileName, PUBLICATION_MEDIA_FOLDER } from '../publication/index.ts';
import type { DemoListing } from './demoListing.ts';
import { demoSceneSvgs } from './scenes/demoScenes.ts';

const JPEG_QUALITY = 80;
/** SVG user units are pixels at 72 dpi. */
const SVG_DENSITY = 72;

async function storePicture(storage: MediaStorage, publicationId: string, svg: Buffer): Promise<NewMedia> {
  const { data, info } = await sharp(svg).jpeg({ quality: JPEG_QUALITY }).toBuffer({ resolveWithObject: true });
  const file = mediaFileName(publicationId, data);
  // The colour sample is drawn small from the same SVG: cheaper than decoding the JPEG again.
  const sampleDensity = (SVG_DENSITY * COLOUR_SAMPLE_PIXELS) / Math.max(info.width, info.height);
  const [color] = await Promise.all([
    dominantColour(svg, { density: sampleDensity }),
    storage.save(`${PUBLICATION_MEDIA_FOLDER}/${file}`, data),
  ]);
  return {
    id: crypto.randomUUID(),
    location: PUBLICATION_MEDIA_FOLDER,
    file,
    info: { color, width: info.width, height: info.height },
  };
}

export function drawDemoPictures(
  storage: MediaStorage,
  publicationId: string,
  listing: DemoListing,
): Promise<NewMedia[]> {
  return Promise.all(demoSceneSvgs(publicationId, listing).map((svg) => storePicture(storage, publicationId, svg)));
}
