// A like that coincides with others' likes tells those others, on their devices: the one who just
// liked sees the coincidence on screen already. Run by the live leader after the read models have
// applied the batch, so the decision row says whom this very like coincided with.
import { participantKey, type RecordedEvent, type SwipeEvent } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { notifyUsers } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { likeCoincidedWith } from '../deciding/coincidences.ts';
import { publicationSummary } from '../publicationFacts.ts';
import { participantsOf } from '../swipeUsers.ts';

/** 'Ana, Beto y Caro' */
function spanishList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

type Decision = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];

async function coincidencePush(db: ReadModelDatabase, decision: Decision, eventId: string) {
  const key = participantKey(decision.participant);
  const { searchId, publicationId } = decision;
  const coincidedWith = await likeCoincidedWith(db, { searchId, participantKey: key, publicationId, eventId });
  if (!coincidedWith) return null;
  const [participants, publication] = await Promise.all([
    participantsOf(db, decision.searchId),
    publicationSummary(db, decision.publicationId),
  ]);
  if (!publication) return null;
  const recipients = coincidedWith.flatMap((other) => participants.get(other)?.user_id ?? []);
  const nameOf = (participant: string) => participants.get(participant)?.name ?? 'Alguien';
  const liked = `A ${nameOf(key)} también le gustó "${publication.title}"`;
  // Past two, the rule the owner chose was met by several: the push says who agreed.
  const agreed = coincidedWith.length > 1 ? `: coinciden ${spanishList([...coincidedWith, key].map(nameOf))}` : '';
  return {
    key: eventId,
    recipients,
    type: 'coincidence',
    title: '¡Hay una coincidencia!',
    body: `${liked}${agreed}.`,
    url: `/account/search/${decision.searchId}/filtered`,
  };
}

export async function pushCoincidences(
  platform: Platform,
  db: ReadModelDatabase,
  events: readonly RecordedEvent[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  if (!platform.push) return;
  const likes = events.filter((event) => event.type === 'search.decision_made.v1' && (event.data as Decision).like);
  for (const recorded of likes) {
    try {
      const notification = await coincidencePush(db, recorded.data as Decision, recorded.id);
      if (notification) await notifyUsers(platform, notification, log);
    } catch (error) {
      log(`coincidence push of ${recorded.id} failed`, error);
    }
  }
}
