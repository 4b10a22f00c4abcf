// Which fields of which events are personal, whose key seals them, and what each reads as once
// that key is destroyed. Personal: a person's name, e-mail and phone, and every free text a person
// wrote that is theirs (a comment on a publication, a search's title, description and filter
// titles, a publication's title, description and text). Every other event and field is stored as it is; freeTextRegistry.ts says why for each.
import type { EventMetadata, SearchOwner } from '@app/contracts';
import { ERASED_USER_NAME, erasedEmail } from '@app/contracts/account/adminUser';

/** What an erased field reads as; `authorId` is the person whose key was destroyed. */
type Erased = (authorId: string) => string | null;

export interface PersonalField {
  /** Where it sits in the event's data (fieldPaths.ts). */
  path: string;
  erased: Erased;
}

export interface PersonalEvent {
  /** The account whose key seals the fields; null when no account wrote them (a guest). */
  author(event: { data: unknown; metadata: EventMetadata }): string | null;
  /** The event starts its stream and names its creator: later events of the stream are theirs. */
  startsStream?: true;
  /** Written by the creator its stream's first event names (the event itself names no one). */
  byStreamCreator?: true;
  fields: readonly PersonalField[];
}

const gone: Erased = () => null;
const blank: Erased = () => '';
const field = (path: string, erased: Erased): PersonalField => ({ path, erased });

const named = (data: unknown, key: string) => (data as Record<string, unknown> | null)?.[key];
const accountNamed = ({ data }: { data: unknown }) => {
  const userId = named(data, 'userId');
  return typeof userId === 'string' ? userId : null;
};
const creatorNamed = ({ data }: { data: unknown }) => {
  const creatorId = named(data, 'creatorId');
  return typeof creatorId === 'string' ? creatorId : null;
};
const accountOf = (someone: unknown) => {
  const person = someone as SearchOwner | undefined;
  return person?.kind === 'user' ? person.userId : null;
};
/** A publication's advert: its creator wrote it, and it often carries a phone or a name. */
const ADVERT = [field('title', blank), field('description', gone), field('text', gone)];

/** Only a search's owner titles, describes or changes it: the acting account is the author. */
const actingAccount = ({ metadata }: { metadata: EventMetadata }) => metadata.userId;

export const PERSONAL_EVENTS: Readonly<Record<string, PersonalEvent>> = {
  'user.registered.v1': {
    author: accountNamed,
    // Unique per account, so erased accounts never collide on the users table's e-mail index.
    fields: [field('email', erasedEmail), field('name', () => ERASED_USER_NAME)],
  },
  'user.profile_changed.v1': {
    author: accountNamed,
    fields: [field('name', () => ERASED_USER_NAME), field('phone', gone)],
  },
  'search.decision_commented.v1': {
    author: ({ data }) => accountOf(named(data, 'participant')),
    fields: [field('comment', gone)],
  },
  'search.titled.v1': { author: actingAccount, fields: [field('title', blank)] },
  'search.published.v1': { author: actingAccount, fields: [field('title', blank), field('description', gone)] },
  'search.created.v1': {
    author: ({ data }) => accountOf(named(data, 'owner')),
    fields: [field('filters[].title', gone)],
  },
  'search.changed.v1': { author: actingAccount, fields: [field('filters[].title', gone)] },
  'publication.created.v1': { author: creatorNamed, startsStream: true, fields: ADVERT },
  // An Octoparse username is often an e-mail address; the feed's address stays readable.
  'synchronizer.configured.v1': {
    author: ({ data }) => {
      const ownerId = named(data, 'ownerId');
      return typeof ownerId === 'string' ? ownerId : null;
    },
    fields: [field('config.username', blank)],
  },
  // Only the creator changes a publication (a synchronizer on their behalf names no one).
  'publication.changed.v1': { author: () => null, byStreamCreator: true, fields: ADVERT },
};
