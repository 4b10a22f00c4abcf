// What may happen to a publication: one pure function per command; time, ids, the type's
// catalogue and the processed pictures arrive inside the command.
import {
  ERROR_MESSAGES,
  type Operation,
  type PricePeriod,
  type PublicationEvent,
  type PublicationFields,
  type PublicationInput,
  SYNCHRONIZED_REASON,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import { PRIORITIES } from '../catalogue/index.ts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import { mediaAdded, type NewMedia, planMedia, tooManyMedia } from './media/mediaPlan.ts';
import {
  type CreatedBy,
  evolvePublication,
  initialPublicationState,
  type PublicationRecord,
  type PublicationState,
} from './publication.ts';
import { checkPublicationFields } from './validation/publicationFields.ts';
import type { TypeCatalogue } from './validation/typeCatalogue.ts';

/** Who acts: a seller through the forms, or the seller's synchronizer. */
export interface PublicationActor {
  userId: string;
  via: CreatedBy;
}

export type PublicationCommand =
  | {
      type: 'create';
      publicationId: string;
      actor: PublicationActor;
      input: PublicationInput;
      catalogue: TypeCatalogue;
      uploads: NewMedia[];
    }
  /** `input.medias` lists the stored pictures to keep, in order; uploads follow them. */
  | { type: 'change'; actor: PublicationActor; input: PublicationInput; catalogue: TypeCatalogue; uploads: NewMedia[] }
  | { type: 'setPriority'; actor: PublicationActor; priority: string; description: string | null; now: Date }
  | { type: 'clearPriority'; actor: PublicationActor }
  /** The synchronizer's change: the fields only, pictures kept. */
  | { type: 'synchronize'; actor: PublicationActor; input: PublicationInput; catalogue: TypeCatalogue }
  /** The synchronizer unpublishes what left the feed, and publishes it again ('Deshacer'). */
  | { type: 'setPublic'; actor: PublicationActor; public: boolean }
  | { type: 'delete'; actor: PublicationActor }
  /** The one-time migration: a publication recorded before its type asked for the operation gets one. */
  | { type: 'recordOperation'; operation: Operation; pricePeriod: PricePeriod | null };

type Decision = readonly PublicationEvent[] | DomainError;
const DAY_MS = 24 * 60 * 60 * 1000;

function validated(input: PublicationInput, catalogue: TypeCatalogue, extraErrors: Record<string, string[]> = {}) {
  const check = checkPublicationFields(input, catalogue);
  const errors = { ...(check.ok ? {} : check.errors), ...extraErrors };
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) return new DomainError('validation', first, errors);
  return (check as Extract<typeof check, { ok: true }>).fields;
}

function create(command: Extract<PublicationCommand, { type: 'create' }>, state: PublicationState): Decision {
  if (state.status !== 'absent') return new DomainError('conflict', ERROR_MESSAGES.conflict);
  const { publicationId, actor, input, uploads } = command;
  const limit = tooManyMedia(uploads.length);
  if (limit) return limit;
  // SPEC.md section 5: a quick publication (the one with a sentence) needs at least one picture.
  const quickWithoutPictures: Record<string, string[]> =
    input.text && uploads.length === 0 ? { medias: [VALIDATION_MESSAGES.required] } : {};
  const fields = validated(input, command.catalogue, quickWithoutPictures);
  if (fields instanceof DomainError) return fields;
  const data = { ...fields, publicationId, createdBy: actor.via, creatorId: actor.userId };
  return [{ type: 'publication.created.v1', data }, ...mediaAdded(publicationId, uploads, 0)];
}

/** Only the creator acts on a publication; a synchronized one changes only through its synchronizer. */
function denial(publication: PublicationRecord, actor: PublicationActor): DomainError | null {
  if (actor.userId !== publication.creatorId) return new DomainError('forbidden', ERROR_MESSAGES.forbidden);
  if (publication.createdBy !== actor.via) return new DomainError('forbidden', SYNCHRONIZED_REASON);
  return null;
}

/** JSON with object keys sorted: fields folded from stored events come back in jsonb's key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const sameFields = (a: PublicationFields, b: PublicationFields) => canonicalJson(a) === canonicalJson(b);

/** The fields' change, and the price's beside it when the price moved. */
function fieldChanges(publication: PublicationRecord, fields: PublicationFields): PublicationEvent[] {
  if (sameFields(fields, publication.fields)) return [];
  const { publicationId } = publication;
  const price = ({ amount, amountSale, currency }: PublicationFields) => ({ amount, amountSale, currency });
  const [previous, current] = [price(publication.fields), price(fields)];
  const moved = JSON.stringify(previous) !== JSON.stringify(current);
  return [
    { type: 'publication.changed.v1', data: { ...fields, publicationId } },
    ...(moved ? [{ type: 'publication.price_changed.v1' as const, data: { publicationId, previous, current } }] : []),
  ];
}

function synchronize(command: Extract<PublicationCommand, { type: 'synchronize' }>, publication: PublicationRecord) {
  const refused = denial(publication, command.actor);
  if (refused) return refused;
  const fields = validated(command.input, command.catalogue);
  return fields instanceof DomainError ? fields : fieldChanges(publication, fields);
}

function setPublic(command: Extract<PublicationCommand, { type: 'setPublic' }>, publication: PublicationRecord) {
  return (
    denial(publication, command.actor) ?? fieldChanges(publication, { ...publication.fields, public: command.public })
  );
}

function change(command: Extract<PublicationCommand, { type: 'change' }>, publication: PublicationRecord): Decision {
  const refused = denial(publication, command.actor);
  if (refused) return refused;
  const fields = validated(command.input, command.catalogue);
  if (fields instanceof DomainError) return fields;
  const { publicationId } = publication;
  const media = planMedia(publicationId, publication.mediaIds, command.input.medias, command.uploads);
  if (media instanceof DomainError) return media;
  return [...fieldChanges(publication, fields), ...media];
}

function setPriority(command: Extract<PublicationCommand, { type: 'setPriority' }>, publication: PublicationRecord) {
  // Priority is the seller's promotion, not synchronized data: a synchronized publication takes one too.
  if (command.actor.userId !== publication.creatorId) return new DomainError('forbidden', ERROR_MESSAGES.forbidden);
  const priority = PRIORITIES.find((candidate) => candidate.slug === command.priority);
  if (!priority) return DomainError.invalidField('priority', VALIDATION_MESSAGES.invalid);
  const expiresAt = new Date(command.now.getTime() + priority.expires_in * DAY_MS).toISOString();
  const data = {
    publicationId: publication.publicationId,
    priority: priority.slug,
    description: command.description,
    expiresAt,
  };
  return [{ type: 'publication.priority_set.v1', data }] satisfies PublicationEvent[];
}

function decideOnActive(command: Exclude<PublicationCommand, { type: 'create' }>, publication: PublicationRecord) {
  const { publicationId } = publication;
  switch (command.type) {
    case 'change':
      return change(command, publication);
    case 'setPriority':
      return setPriority(command, publication);
    case 'synchronize':
      return synchronize(command, publication);
    case 'setPublic':
      return setPublic(command, publication);
    case 'clearPriority':
      if (command.actor.userId !== publication.creatorId) return new DomainError('forbidden', ERROR_MESSAGES.forbidden);
      return publication.priority ? [{ type: 'publication.priority_cleared.v1', data: { publicationId } }] : [];
    case 'delete':
      return denial(publication, command.actor) ?? [{ type: 'publication.deleted.v1', data: { publicationId } }];
    case 'recordOperation': {
      // Idempotent: a publication that already states its operation keeps it.
      if (publication.fields.operation !== undefined) return [];
      const { operation, pricePeriod } = command;
      return [{ type: 'publication.operation_set.v1', data: { publicationId, operation, pricePeriod } }];
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

export const publicationDecider: Decider<PublicationCommand, PublicationEvent, PublicationState> = {
  initialState: initialPublicationState,
  evolve: evolvePublication,
  decide(command, state): Decision {
    if (command.type === 'create') return create(command, state);
    if (state.status !== 'active') return DomainError.notFound();
    return decideOnActive(command, state.publication) as Decision;
  },
};
