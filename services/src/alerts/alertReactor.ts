// Instant alerts, run by the live leader on the log's publication facts (live/liveFeed.ts): once the
// read models show a batch, each news publication is percolated against the saved searches with
// alerts on (the index in memory, alertIndex.ts, loaded when this instance takes the lead and kept
// current from the batches that touch saved searches); each person's matches go through their alert
// stream (the daily cap, the bundle), and each message decided there is pushed and, when they asked
// for it, e-mailed. People are served side by side: one news item may alert thousands.
import { type AlertMatch, type RecordedEvent, type SearchAlertEvent, searchAlertStream } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { handleCommand, systemContext } from '../commands/index.ts';
import { notifyUsers } from '../live/index.ts';
import { awaitReadModelsOf, type Platform, readModelsCaughtUp } from '../platform.ts';
import { alertDecider } from './alertDecider.ts';
import { AlertIndex } from './alertIndex.ts';
import { touchedSearches } from './alertIndexChanges.ts';
import { alertMail, alertMessage } from './alertMessage.ts';
import { alertTriggers } from './alertTriggers.ts';
import { percolate } from './percolate.ts';

type Log = (message: string, error?: unknown) => void;

/** People whose alerts are decided and sent at once: each waits mostly on the database and the push service. */
const PEOPLE_AT_ONCE = 16;
/** How long the index waits for the read models to catch up with the log before loading (alerts wait meanwhile). */
const CATCH_UP_MS = 10 * 60_000;
type Sent = Extract<SearchAlertEvent, { type: 'search_alert.sent.v1' }>['data'];

/** Argentina's calendar day (UTC−3 all year): the day the cap counts. */
export const argentineDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

interface PersonMatches {
  searchId: string;
  userId: string;
  matches: AlertMatch[];
}

async function matchesByPerson(
  readModels: ReadModels,
  index: AlertIndex,
  events: readonly RecordedEvent[],
): Promise<PersonMatches[]> {
  const byPerson = new Map<string, PersonMatches>();
  for (const trigger of alertTriggers(events)) {
    for (const pair of await percolate(readModels, index, trigger.publicationId)) {
      const key = `${pair.search_id}:${pair.user_id}`;
      const person = byPerson.get(key) ?? { searchId: pair.search_id, userId: pair.user_id, matches: [] };
      person.matches.push(trigger);
      byPerson.set(key, person);
    }
  }
  return [...byPerson.values()];
}

async function deliver(platform: Platform, db: ReadModelDatabase, sent: Sent, email: boolean, log: Log) {
  const message = await alertMessage(db, sent);
  const key = `alert-${sent.searchId}-${sent.match.triggerId}`;
  await notifyUsers(platform, { key, recipients: [sent.userId], type: 'search_alert', ...message }, log);
  if (!email) return;
  const user = await db
    .selectFrom('users')
    .select(['email', 'notification_types'])
    .where('id', '=', sent.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (user?.notification_types.includes('search_alert')) {
    await platform.mailer.send(alertMail(user.email, message, platform.config.publicUrl));
  }
}

/** Percolates the batch's news and sends what each person's alert stream decides. */
export async function alertOnNews(
  platform: Platform,
  db: ReadModelDatabase,
  index: AlertIndex,
  events: readonly RecordedEvent[],
  log: Log,
) {
  const now = platform.clock.now();
  const people = await matchesByPerson({ db, projectedRows: platform.projectedRows }, index, events);
  await eachAtOnce(people, PEOPLE_AT_ONCE, async (person) => {
    try {
      const { searchId, userId, matches } = person;
      const command = { type: 'alert', searchId, userId, matches, day: argentineDay(now) } as const;
      const stream = searchAlertStream(searchId, userId);
      const outcome = await handleCommand(platform, stream, alertDecider, command, systemContext(now));
      for (const event of outcome.events) {
        if (event.type === 'search_alert.sent.v1') await deliver(platform, db, event.data, outcome.state.email, log);
      }
    } catch (error) {
      log(`alert for search ${person.searchId} failed`, error);
    }
  });
}

/** Runs `work` for every item, at most `limit` at a time. */
async function eachAtOnce<Item>(items: readonly Item[], limit: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Batches are handled one after another, so one person's alerts are decided in the log's order. */
export class AlertReactor {
  private queue: Promise<void> = Promise.resolve();
  private index: AlertIndex | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly log: Log,
  ) {}

  /**
   * This instance took the lead: the index is read afresh once the read models show the log up to
   * here (the batches before its subscription's head are not delivered to it, changes to searches
   * among them included); the batches arriving meanwhile wait in the queue.
   */
  lead(): Promise<void> {
    this.index = undefined;
    return this.enqueue(async () => {
      if (!(await readModelsCaughtUp(this.platform, CATCH_UP_MS))) this.log('alerts index loaded before catching up');
      this.index = await AlertIndex.load(this.platform.db);
    });
  }

  react(db: ReadModelDatabase, events: readonly RecordedEvent[]): Promise<void> {
    const news = alertTriggers(events).length > 0;
    const touched = touchedSearches(events);
    if (!news && touched.searchIds.length === 0 && touched.userIds.length === 0) return this.queue;
    const checkpoint = events[events.length - 1]!.checkpoint;
    return this.enqueue(async () => {
      await awaitReadModelsOf(this.platform, { checkpoint, events });
      this.index ??= await AlertIndex.load(this.platform.db);
      await this.index.refresh(db, touched.searchIds, touched.userIds);
      if (news) await alertOnNews(this.platform, db, this.index, events, this.log);
    });
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => this.log('instant alerts failed', error));
    return this.queue;
  }
}
