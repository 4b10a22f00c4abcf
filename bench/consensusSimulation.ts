// `npx tsx bench/consensusSimulation.ts [--trials N]`: how many swipes a group of 4 needs to its
// first coincidence over 500 publications, with the search's order only (OTHERS_LIKES_FIRST=false,
// as before) and with the group's deck (the product now: others' likes first, then what nobody
// decided, then what others passed on; docs/decisions/group-consensus.md). Each person likes each publication
// with a probability (1 in 20, a choosy family; and 1 in 10), drawn from a seed per trial, the same
// in both runs. They swipe in sessions of one batch (10 cards), a random person each time, through
// real HTTP on two API instances over one database (one per setting). Others' likes can only come
// first in a person's next session: people swiping in lockstep see every card at the same moment
// and gain nothing (measured: the same counts), people swiping at different times gain. Target: at least 30 % fewer swipes
// with others' likes first, for the choosy family.
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './benchDatabase.ts';
import { formatTable, type ReportRow } from './report.ts';
import {
  benchConfig,
  type Instance,
  newSwiper,
  type Swiper,
  seedCatalogue,
  startInstance,
  swipeCall,
} from './swipeWorld.ts';

const PUBLICATIONS = 500;
const PARTICIPANTS = 4;
/** The first is held to the target; the second is reported beside it. */
const LIKE_PROBABILITIES = [0.05, 0.1] as const;
const TARGET_REDUCTION = 0.3;

/** mulberry32: the same preferences for a trial's seed in both runs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whether person `index` of trial `seed` likes a publication: a fixed draw per (trial, person, publication). */
function likes(preferences: Preferences, index: number, publicationId: string): boolean {
  let hash = preferences.seed * 31 + index;
  for (const character of publicationId) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return seededRandom(hash)() < preferences.likeProbability;
}

/** One item of a search's criteria: a type, and for properties the operation. */
interface SearchItem {
  type_id: string;
  operation?: 'sale';
}

interface Preferences {
  seed: number;
  likeProbability: number;
}

async function sharedSearch(instance: Instance, filters: SearchItem[], swipers: Swiper[]): Promise<string> {
  const [owner, ...members] = swipers;
  const created = await swipeCall(instance, 'POST', '/search', owner!.token, { filters, order: 'newest' });
  const uuid = created.data!.uuid;
  await swipeCall(instance, 'PUT', `/search/${uuid}/share`, owner!.token, { shareable: true, filtered: 'all' });
  for (const member of members) await swipeCall(instance, 'POST', `/search/${uuid}/join`, member.token);
  return uuid;
}

/**
 * Swipes until a like answers with a coincidence (or every card is decided): how many it took.
 * People swipe in sessions, as families do: a random one of them (drawn from the trial's seed)
 * opens the search and swipes a batch, then another.
 */
async function swipesToCoincidence(instance: Instance, uuid: string, swipers: Swiper[], preferences: Preferences) {
  const nextSwiper = seededRandom(preferences.seed);
  const exhausted = new Set<number>();
  let swipes = 0;
  while (exhausted.size < swipers.length) {
    const index = Math.floor(nextSwiper() * swipers.length);
    const swiper = swipers[index]!;
    const batch = await swipeCall(instance, 'POST', `/search/${uuid}/results`, swiper.token, { except: [] });
    const cards = (batch.data as unknown as { id: string }[]).map((card) => card.id);
    if (cards.length === 0) exhausted.add(index);
    for (const publicationId of cards) {
      const like = likes(preferences, index, publicationId);
      const answer = await swipeCall(instance, 'POST', `/search/${uuid}/decision`, swiper.token, {
        publication_id: publicationId,
        like,
      });
      swipes++;
      if ((answer as { coincidences?: { exists: boolean } }).coincidences?.exists) return swipes;
    }
  }
  return swipes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const { values: options } = parseArgs({ options: { trials: { type: 'string', default: '12' } } });
const trials = Number(options.trials);
const database = await openBenchDatabase();
process.stdout.write(`bench: ${database.origin}; ${PARTICIPANTS} people, ${PUBLICATIONS} publications\n`);
// It counts swipes, not time: a busy machine must not shed its requests (0 turns the check off).
const simulationConfig = () => benchConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' });
const before = await startInstance({ ...simulationConfig(), othersLikesFirst: false }, database.url);
const after = await startInstance({ ...simulationConfig(), othersLikesFirst: true }, database.url);
/** Both settings over the same trials: swipes to the first coincidence in each. */
async function compare(filters: SearchItem[], likeProbability: number) {
  const counts = { before: [] as number[], after: [] as number[] };
  for (let seed = 1; seed <= trials; seed++) {
    for (const [label, instance] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const swipers = await Promise.all(Array.from({ length: PARTICIPANTS }, (_, index) => newSwiper(instance, index)));
      const uuid = await sharedSearch(instance, filters, swipers);
      counts[label].push(await swipesToCoincidence(instance, uuid, swipers, { seed, likeProbability }));
    }
    process.stdout.write(
      `1 in ${1 / likeProbability}, trial ${seed}: ${counts.before.at(-1)} swipes before, ${counts.after.at(-1)} after\n`,
    );
  }
  return counts;
}

function rows(
  likeProbability: number,
  counts: { before: number[]; after: number[] },
  heldToTarget: boolean,
): ReportRow[] {
  const reduction = 1 - mean(counts.after) / mean(counts.before);
  const liking = `liking 1 in ${1 / likeProbability}`;
  const row = (measure: string, values: number[]): ReportRow => ({
    measure: `Swipes to the first coincidence, ${measure}, ${liking}`,
    result: `mean ${mean(values).toFixed(1)}, median ${median(values)}`,
    target: '',
    verdict: '',
  });
  return [
    row('search order only', counts.before),
    row("others' likes first", counts.after),
    {
      measure: `Fewer swipes with others' likes first, ${liking} (${trials} trials, mean)`,
      result: `${(reduction * 100).toFixed(1)} %`,
      target: heldToTarget ? `>= ${TARGET_REDUCTION * 100} %` : 'reported',
      verdict: heldToTarget ? (reduction >= TARGET_REDUCTION ? 'PASS' : 'MISS') : '',
    },
  ];
}

try {
  const catalogue = await seedCatalogue(before, database.url, PUBLICATIONS);
  // Properties for one operation, as the builder asks for them.
  const filters: SearchItem[] = [
    { type_id: catalogue.typeId('inmuebles'), operation: 'sale' },
    { type_id: catalogue.typeId('vehiculos') },
    { type_id: catalogue.typeId('productos') },
  ];
  const report: ReportRow[] = [];
  for (const [position, likeProbability] of LIKE_PROBABILITIES.entries()) {
    report.push(...rows(likeProbability, await compare(filters, likeProbability), position === 0));
  }
  process.stdout.write(`\n${formatTable(report)}\n`);
} finally {
  for (const instance of [after, before]) {
    await instance.app.close();
    await instance.platform.stop();
  }
  await database.release();
}
