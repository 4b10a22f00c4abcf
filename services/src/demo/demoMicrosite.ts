// The demo world's microsite: a real-estate brand on inmobiliaria.localhost (browsers send
// *.localhost to this machine, no DNS needed) with two demo sellers, its own colours and logos,
// created through the same commands the admin routes run.
import { randomUUID } from 'node:crypto';
import type { MicrositeProfile } from '@app/contracts';
import sharp from 'sharp';
import { claimUniqueValue, systemContext } from '../commands/index.ts';
import type { SaveMedia } from '../media/index.ts';
import { executeWithMedia } from '../media/index.ts';
import { addMicrositeUser, micrositeDecider, micrositeStream, storeLogo } from '../microsite/index.ts';
import type { Platform } from '../platform.ts';
import { DEMO_SELLERS } from './demoSellers.ts';

export const DEMO_MICROSITE = {
  name: 'Inmobiliaria Porteña',
  host: 'inmobiliaria.localhost',
  colour: '#0b7285',
  sellers: [DEMO_SELLERS.properties, DEMO_SELLERS.vehicles],
} as const;

/** A roof over a door in the brand's colour, 100 units wide: drawn, not fetched. */
const MARK = `<rect x="4" y="4" width="92" height="92" rx="18" fill="${DEMO_MICROSITE.colour}"/>
  <path d="M20 52 L50 24 L80 52 Z" fill="#ffffff"/>
  <rect x="30" y="52" width="40" height="28" fill="#ffffff"/>
  <rect x="45" y="62" width="10" height="18" fill="${DEMO_MICROSITE.colour}"/>`;

/** The square logo: the mark alone. */
function squareLogoSvg(side: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <rect width="${side}" height="${side}" fill="#ffffff"/>
    <g transform="scale(${side / 100})">${MARK}</g>
  </svg>`);
}

/**
 * The main logo: the mark at the left edge and the name beside it, as a brand's wide logo reads
 * (a mark centred in white space would sit away from everything the header lines up with).
 */
function wideLogoSvg(width: number, height: number): Buffer {
  const [firstWord, ...rest] = DEMO_MICROSITE.name.split(' ');
  const line = (text: string, y: number) =>
    `<text x="${height * 1.1}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${height * 0.26}" fill="${DEMO_MICROSITE.colour}">${text}</text>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#ffffff"/>
    <g transform="scale(${height / 100})">${MARK}</g>
    ${line(firstWord ?? '', height * 0.45)}
    ${line(rest.join(' '), height * 0.78)}
  </svg>`);
}

async function demoLogos(save: SaveMedia, micrositeId: string) {
  const square = await sharp(squareLogoSvg(512)).png().toBuffer();
  const wide = await sharp(wideLogoSvg(600, 200)).webp().toBuffer();
  return {
    main: await storeLogo(save, micrositeId, { logo: 'main', bytes: wide, extension: 'webp' }),
    secondary: null,
    square: await storeLogo(save, micrositeId, { logo: 'square', bytes: square, extension: 'png' }),
  };
}

async function sellerId(platform: Platform, email: string): Promise<string> {
  const row = await platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDemoMicrosite(platform: Platform): Promise<void> {
  const context = systemContext(platform.clock.now());
  const micrositeId = randomUUID();
  const { name, host } = DEMO_MICROSITE;
  await claimUniqueValue(
    platform,
    { kind: 'microsite-host', value: host, ownerId: micrositeId, field: 'host', takenMessage: '' },
    context,
  );
  await executeWithMedia(
    platform,
    {
      stream: micrositeStream(micrositeId),
      decider: micrositeDecider,
      store: (save) => demoLogos(save, micrositeId),
      commandOf: (logos) => {
        const profile: MicrositeProfile = {
          name,
          host,
          status: 'active',
          style: { primary_color: DEMO_MICROSITE.colour, primary_shade: 7, radius: 'lg', font: 'rounded' },
          settings: { users: true, groups: true },
          logos,
        };
        return { type: 'create', micrositeId, profile } as const;
      },
    },
    context,
  );
  for (const seller of DEMO_MICROSITE.sellers) {
    await addMicrositeUser(platform, micrositeId, await sellerId(platform, seller.email), context);
  }
}

/** The start log's line with the demo microsite's address, when it exists. */
export async function demoMicrositeLine(platform: Platform, port: number): Promise<string> {
  const found = await platform.db
    .selectFrom('microsites')
    .select('host')
    .where('host', '=', DEMO_MICROSITE.host)
    .executeTakeFirst();
  if (!found) return '';
  const sellers = DEMO_MICROSITE.sellers.map((seller) => seller.name).join(' and ');
  return `  Demo site:    http://${found.host}:${port} (microsite ${DEMO_MICROSITE.name}: ${sellers})`;
}
