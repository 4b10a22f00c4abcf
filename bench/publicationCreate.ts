// Publication creation through the HTTP app: a premium seller sends the form with five 3000×2000
// photos (multipart, as the web client does); each request is timed from injection to answer, so
// the figure is the server's: parsing, five pictures decoded, shrunk and stored, the command
// appended and the read models caught up. `npx tsx bench/publicationCreate.ts` prints it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildApp,
  DevelopmentOutbox,
  execute,
  LocalMediaStorage,
  loadConfig,
  type Platform,
  registerUser,
  startPlatform,
  startSession,
  systemContext,
  userDecider,
  userStream,
} from '@app/services';
import { formBody, seedDemoCatalogue } from '@app/services/testing';
import sharp from 'sharp';
import { openBenchDatabase } from './benchDatabase.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { formatTable, milliseconds, verdict } from './report.ts';

export const PUBLICATION_CREATE_TARGET = { p95Ms: 1_500 } as const;
const PICTURES = 5;
const PHOTO = { width: 3_000, height: 2_000 };
const WARMUP = 3;
const MEASURED = 30;

export interface PublicationCreateBenchmark extends LatencySummary {
  pictures: number;
  uploadBytes: number;
}

/** A camera-like photo: a gradient under fine grain, so it compresses like a real one (~2–4 MB). */
async function photo(hue: number): Promise<Buffer> {
  const { width, height } = PHOTO;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},70%,70%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity="0.3"/></svg>`;
  const grain = await sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function premiumSellerToken(platform: Platform): Promise<string> {
  const context = systemContext(platform.clock.now());
  const userId = await registerUser(platform, { email: 'bench@example.com', name: 'Vendedora' }, context);
  await execute(
    platform,
    userStream(userId),
    userDecider,
    { type: 'grantPremium', until: null, promocode: null },
    context,
  );
  return startSession(platform, userId, 'signup', context);
}

async function measure(platform: Platform): Promise<PublicationCreateBenchmark> {
  const app = await buildApp(platform);
  try {
    await seedDemoCatalogue(platform);
    const type = await platform.db
      .selectFrom('publication_types')
      .select('id')
      .where('slug', '=', 'productos')
      .executeTakeFirstOrThrow();
    const token = await premiumSellerToken(platform);
    const photos = await Promise.all(Array.from({ length: PICTURES }, (_, index) => photo(index * 70)));
    const data = JSON.stringify({ type_id: type.id, title: 'Campera de cuero', amount: 180_000, currency: 'ARS' });
    const pictures = photos.map((bytes, index) => ({ bytes, filename: `foto-${index}.jpg`, type: 'image/jpeg' }));
    const { payload, headers } = await formBody({ data }, pictures);
    const samples: number[] = [];
    for (let round = 0; round < WARMUP + MEASURED; round += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/publication',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      if (round >= WARMUP) samples.push(elapsed);
    }
    return { ...summarizeLatencies(samples), pictures: PICTURES, uploadBytes: payload.length };
  } finally {
    await app.close();
  }
}

/** Runs on `databaseUrl`, or on a bench database of its own when none is given. */
export async function runPublicationCreateBenchmark(databaseUrl?: string): Promise<PublicationCreateBenchmark> {
  const database = databaseUrl ? null : await openBenchDatabase();
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
  const config = loadConfig(
    { JWT_SECRET: 'publication-benchmark-secret', RATE_LIMIT_PER_MINUTE: '100000' },
    () => 'unused',
  );
  const platform = await startPlatform(config, databaseUrl ?? database!.url, undefined, {
    mailer: new DevelopmentOutbox(() => {}),
    media: new LocalMediaStorage(mediaDirectory),
  });
  try {
    return await measure(platform);
  } finally {
    await platform.stop();
    await rm(mediaDirectory, { recursive: true, force: true });
    await database?.release();
  }
}

export function publicationCreateRows(result: PublicationCreateBenchmark) {
  const megabytes = (result.uploadBytes / 1024 / 1024).toFixed(1);
  const label = `create with ${result.pictures} photos 3000×2000 (${megabytes} MB), ${result.count} runs`;
  return [
    { measure: `${label}: p50`, result: milliseconds(result.p50), target: '', verdict: '' as const },
    {
      measure: `${label}: p95`,
      result: milliseconds(result.p95),
      target: `≤ ${PUBLICATION_CREATE_TARGET.p95Ms} ms`,
      verdict: verdict(result.p95 <= PUBLICATION_CREATE_TARGET.p95Ms),
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  process.stdout.write('bench: publication create through HTTP (5 photos of 3000×2000 each)...\n');
  const result = await runPublicationCreateBenchmark();
  process.stdout.write(`\n${formatTable(publicationCreateRows(result))}\n`);
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
