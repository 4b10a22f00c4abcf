// `npm run stats -- export`: the CSV files hold what the log says (counted here from the events,
// without the projection's code), the live read models stay as they were, and a bad request is
// refused with its reason and exit code 1.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LOG_START,
  type PublicationEvent,
  participantKey,
  type RecordedEvent,
  type SwipeEvent,
  shiftDay,
} from '@app/contracts';
import { statisticsProjection } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../paths.ts';
import { readModelsCaughtUp } from '../../platform.ts';
import { addressAt, PLACES } from '../../search/testing/searchCatalogueWorld.ts';
import { seedPublications } from '../../search/testing/searchWorld.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { projectionTables } from '../../testing/replayTwice.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type StatisticsWorld, startStatisticsWorld } from '../testing/statisticsWorld.ts';

let platform: TestPlatform;
let world: StatisticsWorld;
let out: string;

const buenosAiresDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(at);

async function decide(person: StatisticsWorld['member'], title: string, body: object) {
  const response = await world.call('POST', `/search/${world.searchId}/decision`, person, {
    publication_id: world.catalogue.ids[title],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startStatisticsWorld(platform);
  await decide(world.owner, 'Depto Palermo', { like: true });
  await decide(world.member, 'Depto Palermo', { like: true, is_super: true });
  await decide(world.member, 'Depto Córdoba', { like: true, is_super: true });
  await decide(world.owner, 'Depto Córdoba', { like: false });
  await decide(world.member, 'Casa Pilar', { like: true });
  out = await mkdtemp(path.join(tmpdir(), 'stats-export-'));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await platform.stop();
});

/**
 * Runs the command as an operator would, a moment after the requests before it: once the read
 * models show every committed event, which the export (reading up to the log's readable head) then
 * reads too.
 */
async function runStats(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  expect(await readModelsCaughtUp(platform.platform, 30_000)).toBe(true);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPOSITORY_ROOT, 'services/src/stats.ts'), ...args],
    {
      env: { ...process.env, DATABASE_URL: platform.databaseUrl },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A CSV of plain fields (these files quote nothing here) as objects by header. */
async function readCsv(file: string): Promise<Record<string, string>[]> {
  const [header, ...lines] = (await readFile(file, 'utf8')).trimEnd().split('\n');
  const columns = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])));
}

/** The seller's decisions in the range, counted straight from the log. */
async function referenceDecisions(from: string, to: string) {
  const events = (await platform.platform.store.readAll(LOG_START, 100_000)) as RecordedEvent[];
  type Created = Extract<PublicationEvent, { type: 'publication.created.v1' }>['data'];
  type Made = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];
  const sellers = new Set(
    events
      .filter((event) => event.type === 'publication.created.v1')
      .map((event) => event.data as Created)
      .filter((data) => data.creatorId === world.seller.userId)
      .map((data) => data.publicationId),
  );
  const decisions = events
    .filter((event) => event.type === 'search.decision_made.v1')
    .filter((event) => {
      const day = buenosAiresDay(new Date(event.metadata.occurredAt));
      return day >= from && day <= to;
    })
    .map((event) => event.data as Made)
    .filter((data) => sellers.has(data.publicationId));
  const likes = decisions.filter((data) => data.like);
  return {
    all: decisions.length,
    likes: likes.filter((data) => !data.super).length,
    superlikes: likes.filter((data) => data.super).length,
    rejects: decisions.length - likes.length,
    likedPeople: new Set(likes.map((data) => participantKey(data.participant))).size,
    likedEvents: likes.length,
  };
}

async function liveState() {
  const tables = await projectionTables(platform.platform.db, [statisticsProjection]);
  const checkpoint =
    await sql`SELECT commit_position, position FROM projection_checkpoints WHERE name = 'statistics'`.execute(
      platform.platform.db,
    );
  return { tables, checkpoint: checkpoint.rows };
}

const scratchSchemas = async () =>
  (
    await sql<{ name: string }>`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'stats_export_%'`.execute(
      platform.platform.db,
    )
  ).rows;

describe('npm run stats -- export', () => {
  it('writes the decisions and the report the log tells, leaving the live read models as they were', async () => {
    const today = buenosAiresDay(platform.clock.now());
    const [from, to] = [shiftDay(today, -1), shiftDay(today, 1)];
    const before = await liveState();
    expect(before.tables.statistics_facts!.length).toBeGreaterThan(5);

    const source = `user:${world.seller.userId}`;
    const run = await runStats(['export', '--from', from, '--to', to, '--source', source, '--out', out]);
    expect(run.code, run.stderr).toBe(0);

    const base = path.join(out, `statistics-user-${world.seller.userId}-${from}-${to}`);
    const decisions = await readCsv(`${base}.decisions.csv`);
    const reference = await referenceDecisions(from, to);
    expect(decisions).toHaveLength(reference.all);
    // Casa Pilar is another seller's: its like is not the source's.
    expect(reference.all).toBe(4);
    const kinds = (kind: string) => decisions.filter((row) => row.decision === kind).length;
    expect([kinds('like'), kinds('superlike'), kinds('reject')]).toEqual([
      reference.likes,
      reference.superlikes,
      reference.rejects,
    ]);
    expect(new Set(decisions.map((row) => row.search_id))).toEqual(new Set([world.searchId]));
    expect(decisions.every((row) => row.participant_count === '2' && row.day === today)).toBe(true);
    const palermo = decisions.find((row) => row.publication_id === world.catalogue.ids['Depto Palermo']);
    expect(palermo).toMatchObject({ publication_type_id: world.catalogue.typeId('inmuebles') });
    expect(palermo!.place).not.toBe('');
    expect(palermo!.price_band).toMatch(/^(USD|ARS) \d+-\d+$/);

    const report = await readCsv(`${base}.report.csv`);
    const liked = report.find((row) => row.section === 'funnel' && row.key === 'liked');
    expect(liked).toMatchObject({ people: String(reference.likedPeople), events: String(reference.likedEvents) });
    const likedList = report.filter((row) => row.key === 'PublicationLikedCount' && row.day !== 'total');
    expect(likedList.map((row) => row.day)).toEqual([from, today, to]);
    expect(report.find((row) => row.key === 'leads')?.value).toBe(String(reference.superlikes));

    expect(await liveState()).toEqual(before);
    expect(await scratchSchemas()).toEqual([]);
  });

  it("bands a rent's price by what it pays for, apart from a sale's of the same size", async () => {
    const home = world.catalogue.typeId('inmuebles');
    const seller = world.seller.userId;
    const [season, rent] = await seedPublications(platform.platform, [
      {
        typeId: home,
        title: 'Depto Palermo por temporada',
        address: addressAt(PLACES.palermo, 'Palermo'),
        operation: 'temporary_rent',
        pricePeriod: null,
        currency: 'USD',
        amount: 150,
        creatorId: seller,
      },
      {
        typeId: home,
        title: 'Depto Belgrano en alquiler',
        address: addressAt(PLACES.belgrano, 'Belgrano'),
        operation: 'rent',
        pricePeriod: 'month',
        currency: 'ARS',
        amount: 450_000,
        creatorId: seller,
      },
    ]);
    for (const publicationId of [season!, rent!]) {
      const liked = await world.call('POST', `/search/${world.searchId}/decision`, world.member, {
        publication_id: publicationId,
        like: true,
      });
      expect(liked.statusCode, liked.body).toBe(200);
    }

    const today = buenosAiresDay(platform.clock.now());
    const source = `user:${seller}`;
    const run = await runStats(['export', '--from', today, '--to', today, '--source', source, '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const decisions = await readCsv(path.join(out, `statistics-user-${seller}-${today}-${today}.decisions.csv`));
    const row = (id: string | undefined) => decisions.find((decision) => decision.publication_id === id);
    // A temporary rent that states no period is per night, as its card shows it.
    expect(row(season)).toMatchObject({ operation: 'temporary_rent', price_band: 'USD 100-999 por noche' });
    expect(row(rent)).toMatchObject({ operation: 'rent', price_band: 'ARS 100000-999999 por mes' });
    expect(row(world.catalogue.ids['Depto Palermo'])).toMatchObject({
      operation: 'sale',
      price_band: 'USD 100000-999999',
    });
  });

  it('writes a name a spreadsheet would run as a formula as quoted text (OWASP)', async () => {
    const formula = '=HYPERLINK("http://malo.example","clic")';
    const { payload, headers } = await multipartBody({ _method: 'PUT', name: formula, contact_types: ['email'] });
    const renamed = await platform.app.inject({
      method: 'POST',
      url: '/api/user',
      payload,
      headers: { ...headers, authorization: `Bearer ${world.owner.token}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const today = buenosAiresDay(platform.clock.now());
    const [from, to] = [shiftDay(today, -1), shiftDay(today, 1)];
    // The group's ranking names the admin who shared its search.
    const source = `group:${world.groupId}`;
    const run = await runStats(['export', '--from', from, '--to', to, '--source', source, '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const file = path.join(out, `statistics-group-${world.groupId}-${from}-${to}.ranking.csv`);
    const ranking = await readFile(file, 'utf8');
    const adminRow = ranking.split('\n').find((line) => line.includes(world.owner.userId));
    expect(adminRow).toContain(`,"'=HYPERLINK(""http://malo.example"",""clic"")",`);
  });

  it('refuses a bad request with its reason and exit code 1, writing nothing', async () => {
    const badDate = await runStats(['export', '--from', '2026-02-30', '--to', '2026-03-01', '--source', 'user:x']);
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--from «2026-02-30» no es una fecha válida');
    const unknown = await runStats([
      'export',
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-02',
      '--source',
      `group:${world.seller.userId}`,
      '--out',
      out,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`No existe la fuente group:${world.seller.userId}.`);
    expect(await scratchSchemas()).toEqual([]);
  });
});
