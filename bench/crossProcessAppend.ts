// Append → handler across processes: the bench appends decisions at a steady pace through the same
// event store an API instance appends through, and times each until the WORKER process's swipe
// projection has committed its row in search_decisions, the row a participant's counts and
// coincidences are read from. The moment is observed, not polled: a trigger on the table NOTIFYs
// the row's decision event id, delivered when the worker's transaction commits (the moment readers
// can see the row), with the moment the row was written (the host's clock, the bench's too); the
// bench LISTENs. The trigger is the bench's own, on its throwaway database.
import { randomUUID } from 'node:crypto';
import { participantStream, type SearchParticipant } from '@app/contracts';
import type { ExpectedVersion } from '@app/eventstore';
import { readModelsCaughtUp } from '@app/services';
import pg from 'pg';
import type { CrossProcessWorld } from './crossProcessWorld.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';

export interface AppendToWorkerPlan {
  eventsPerSecond: number;
  durationMs: number;
  /** The first events only warm connections and plans up; they are not counted. */
  warmupMs: number;
}

export interface AppendToWorkerLatency extends LatencySummary {
  achievedPerSecond: number;
  /** Measured decisions whose row never showed before the deadline (should be 0). */
  unseen: number;
  /** On the way: the append returned (committed), and the worker wrote the row (not yet committed). */
  appended: LatencySummary;
  written: LatencySummary;
}

const CHANNEL = 'bench_decision_applied';
const PACING_TICK_MS = 1;
const ALL_SEEN_TIMEOUT_MS = 10_000;

const INSTALL_TRIGGER = `
  CREATE FUNCTION bench_decision_applied() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${CHANNEL}', NEW.decision_event_id::text || ' ' || (extract(epoch FROM clock_timestamp()) * 1000)::text);
    RETURN NULL;
  END $$;
  CREATE TRIGGER bench_decision_applied AFTER INSERT OR UPDATE ON search_decisions
    FOR EACH ROW WHEN (NEW.decision_event_id IS NOT NULL) EXECUTE FUNCTION bench_decision_applied();`;
const REMOVE_TRIGGER = `
  DROP TRIGGER IF EXISTS bench_decision_applied ON search_decisions;
  DROP FUNCTION IF EXISTS bench_decision_applied();`;

interface Sent {
  /** performance.now() when the append was sent. */
  at: number;
  measured: boolean;
  /** How long the append took to return. */
  appendMs?: number;
}

export async function measureAppendToWorker(
  world: CrossProcessWorld,
  plan: AppendToWorkerPlan,
): Promise<AppendToWorkerLatency> {
  const listener = new pg.Client({ connectionString: world.platform.databaseUrl });
  await listener.connect();
  const sent = new Map<string, Sent>();
  const latencies = new Map<string, number>();
  const written: number[] = [];
  listener.on('notification', ({ payload }) => {
    const [eventId = '', writtenAt] = (payload ?? '').split(' ');
    const sending = sent.get(eventId);
    if (!sending?.measured || latencies.has(eventId)) return;
    latencies.set(eventId, performance.now() - sending.at);
    written.push(Number(writtenAt) - (performance.timeOrigin + sending.at));
  });
  try {
    await listener.query(INSTALL_TRIGGER);
    await listener.query(`LISTEN ${CHANNEL}`);
    if (!(await readModelsCaughtUp(world.platform, 60_000))) throw new Error('the worker never caught up with the log');
    const paced = await decidePaced(world, plan, sent);
    const deadline = Date.now() + ALL_SEEN_TIMEOUT_MS;
    while (latencies.size < paced.measured && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const summary = summarizeLatencies([...latencies.values()]);
    const appended = summarizeLatencies(
      [...sent.values()].flatMap((sending) => (sending.measured ? [sending.appendMs ?? Number.NaN] : [])),
    );
    return {
      ...summary,
      achievedPerSecond: paced.achievedPerSecond,
      unseen: paced.measured - summary.count,
      appended,
      written: summarizeLatencies(written),
    };
  } finally {
    await listener.query(REMOVE_TRIGGER).catch(() => {});
    await listener.end();
  }
}

interface Decider {
  stream: string;
  participant: SearchParticipant;
  expected: ExpectedVersion;
  chain: Promise<void>;
}

/**
 * Each participant decides on the properties in turn, liking on one pass and rejecting on the next,
 * so every decision changes its row. What is due is sent every millisecond by the clock; one
 * participant's appends are chained, as each needs the version the previous one returned.
 */
async function decidePaced(
  world: CrossProcessWorld,
  plan: AppendToWorkerPlan,
  sent: Map<string, Sent>,
): Promise<{ measured: number; achievedPerSecond: number }> {
  const { store } = world.platform;
  const { uuid, owner, members } = world.group;
  const deciders: Decider[] = await Promise.all(
    [owner, ...members].map(async ({ userId }) => {
      const participant: SearchParticipant = { kind: 'user', userId };
      const stream = participantStream(uuid, participant);
      const existing = await store.readStream(stream);
      const expected: ExpectedVersion = existing.length === 0 ? 'no_stream' : existing.length - 1;
      return { stream, participant, expected, chain: Promise.resolve() };
    }),
  );
  const { publicationIds } = world;
  const total = Math.round((plan.eventsPerSecond * (plan.warmupMs + plan.durationMs)) / 1000);
  let issued = 0;
  let measured = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed * plan.eventsPerSecond) / 1000));
      for (; issued < due; issued++) {
        const decider = deciders[issued % deciders.length]!;
        const turn = Math.floor(issued / deciders.length);
        const publicationId = publicationIds[turn % publicationIds.length]!;
        const like = Math.floor(turn / publicationIds.length) % 2 === 0;
        const isMeasured = elapsed >= plan.warmupMs;
        if (isMeasured) measured++;
        decider.chain = decider.chain.then(async () => {
          const id = randomUUID();
          const data = { searchId: uuid, participant: decider.participant, publicationId, like, super: false };
          const event = {
            id,
            type: 'search.decision_made.v1',
            data: { ...data, notifiedUserIds: [] },
            metadata: {
              userId: decider.participant.kind === 'user' ? decider.participant.userId : null,
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: new Date().toISOString(),
            },
          };
          const sending: Sent = { at: performance.now(), measured: isMeasured };
          sent.set(id, sending);
          const result = await store.append(decider.stream, [event], decider.expected);
          sending.appendMs = performance.now() - sending.at;
          decider.expected = result.nextExpectedVersion;
        });
      }
      if (issued === total) {
        clearInterval(timer);
        resolve();
      }
    }, PACING_TICK_MS);
  });
  await Promise.all(deciders.map((decider) => decider.chain));
  return { measured, achievedPerSecond: (total * 1000) / (performance.now() - started) };
}
