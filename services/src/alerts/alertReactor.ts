// Instant alerts, run by the live leader on the log's publication facts (live/liveFeed.ts): once the
// read models show a batch, each news publication is percolated against the saved searches with
// alerts on; each person's matches go through their alert stream (the daily cap, the bundle), and
// each message decided there is pushed and, when they asked for it, e-mailed.
import { type AlertMatch, type RecordedEvent, type SearchAlertEvent, searchAlertStream } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { handleCommand, systemContext } from '../commands/index.ts';
import { notifyUsers } from '../live/index.ts';
import { awaitReadModelsOf, type Platform } from '../platform.ts';
import { alertDecider } from './alertDecider.ts';
import { alertMail, alertMessage } from './alertMessage.ts';
import { alertTriggers } from './alertTriggers.ts';
import { percolate } from './percolate.ts';

type Log = (message: string, error?: unknown) => void;
type Sent = Extract<SearchAlertEvent, { type: 'search_alert.sent.v1' }>['data'];

/** Argentina's calendar day (UTC−3 all year): the day the cap counts. */
export const argentineDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

interface PersonMatches {
  searchId: string;
  userId: string;
  matches: AlertMatch[];
}

async function matchesByPerson(readModels: ReadModels, events: readonly RecordedEvent[]): Promise<PersonMatches[]> {
  const byPerson = new Map<string, PersonMatches>();
  for (const trigger of alertTriggers(events)) {
    for (const pair of await percolate(readModels, trigger.publicationId)) {
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
  events: readonly RecordedEvent[],
  log: Log,
) {
  const now = platform.clock.now();
  for (const person of await matchesByPerson({ db, projectedRows: platform.projectedRows }, events)) {
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
  }
}

/** Batches are handled one after another, so one person's alerts are decided in the log's order. */
export class AlertReactor {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly platform: Platform,
    private readonly log: Log,
  ) {}

  react(db: ReadModelDatabase, events: readonly RecordedEvent[]): Promise<void> {
    if (alertTriggers(events).length === 0) return this.queue;
    const checkpoint = events[events.length - 1]!.checkpoint;
    this.queue = this.queue
      .then(async () => {
        await awaitReadModelsOf(this.platform, { checkpoint, events });
        await alertOnNews(this.platform, db, events, this.log);
      })
      .catch((error: unknown) => this.log('instant alerts failed', error));
    return this.queue;
  }
}
