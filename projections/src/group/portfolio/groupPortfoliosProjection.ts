// Each group's portfolio (its members' shareable publications) and local coverage, from the
// publication and membership facts themselves, so it replays on its own.
import type { GroupEvent, PublicationEvent, PublicationFields, RecordedEvent } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import { applyInCreatedRuns } from '../../runner/createdRuns.ts';
import type { Projection } from '../../runner/projection.ts';
import { UNANSWERED } from '../../statementHints.ts';
import type { ReadModelTables } from '../../tables.ts';
import { cellOf } from './coverageCells.ts';
import {
  addMember,
  addPublications,
  deleteGroup,
  movePublication,
  type PortfolioPublication,
  removeMembers,
} from './portfolioWrites.ts';

type Writer = Transaction<ReadModelTables>;
type PublicationFact = Extract<
  PublicationEvent,
  { type: 'publication.created.v1' | 'publication.changed.v1' | 'publication.deleted.v1' }
>;
type MembershipFact = Extract<
  GroupEvent,
  {
    type:
      | 'group.created.v1'
      | 'group.deleted.v1'
      | 'group.member_joined.v1'
      | 'group.member_left.v1'
      | 'group.member_removed.v1';
  }
>;

type Created = Extract<PublicationFact, { type: 'publication.created.v1' }>;

function placed(fields: PublicationFields) {
  const coordinates = fields.address?.geolocation.coordinates;
  if (!coordinates) return { cell_lat: null, cell_lng: null };
  return cellOf(coordinates[0], coordinates[1]);
}

async function applyPublication(transaction: Writer, event: PublicationFact, at: Date) {
  const publicationId = event.data.publicationId;
  if (event.type === 'publication.created.v1') {
    await transaction
      .insertInto('portfolio_publications')
      .values({
        publication_id: publicationId,
        user_id: event.data.creatorId,
        shareable: event.data.shareable,
        ...placed(event.data),
        listed_at: at,
      })
      .execute();
    return movePublication(transaction, publicationId, 1);
  }
  await movePublication(transaction, publicationId, -1);
  if (event.type === 'publication.deleted.v1') {
    await sql`${sql.raw(UNANSWERED)} DELETE FROM portfolio_publications WHERE publication_id = ${publicationId}`.execute(
      transaction,
    );
    return;
  }
  const { cell_lat, cell_lng } = placed(event.data);
  await sql`${sql.raw(UNANSWERED)} UPDATE portfolio_publications
    SET shareable = ${event.data.shareable}, cell_lat = ${cell_lat}, cell_lng = ${cell_lng}, listed_at = ${at}
    WHERE publication_id = ${publicationId}`.execute(transaction);
  await movePublication(transaction, publicationId, 1);
}

async function applyMembership(transaction: Writer, event: MembershipFact) {
  switch (event.type) {
    case 'group.created.v1':
      return addMember(transaction, event.data.groupId, event.data.creatorId);
    case 'group.member_joined.v1':
      return addMember(transaction, event.data.groupId, event.data.userId);
    case 'group.member_left.v1':
      return removeMembers(transaction, event.data.groupId, [event.data.userId]);
    case 'group.member_removed.v1':
      return removeMembers(transaction, event.data.groupId, [event.data.userId, ...event.data.alsoRemoved]);
    case 'group.deleted.v1':
      return deleteGroup(transaction, event.data.groupId);
    default: {
      const unexpected: never = event;
      throw new Error(`group_portfolios cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

async function apply(transaction: Writer, recorded: RecordedEvent) {
  const at = new Date(recorded.metadata.occurredAt);
  if (recorded.type.startsWith('publication.')) {
    return applyPublication(transaction, recorded as unknown as PublicationFact, at);
  }
  return applyMembership(transaction, recorded as unknown as MembershipFact);
}

function portfolioRow(recorded: RecordedEvent): PortfolioPublication {
  const { data } = recorded as unknown as Created;
  return {
    publication_id: data.publicationId,
    user_id: data.creatorId,
    shareable: data.shareable,
    ...placed(data),
    listed_at: new Date(recorded.metadata.occurredAt).toISOString(),
  };
}

/** Publications created one after another are filed together. */
async function applyBatch(transaction: Writer, events: readonly RecordedEvent[]) {
  await applyInCreatedRuns<PortfolioPublication>(transaction, events, {
    type: 'publication.created.v1',
    item: portfolioRow,
    file: addPublications,
    applyOne: apply,
  });
}

export const groupPortfoliosProjection: Projection = {
  name: 'group_portfolios',
  tables: [
    'portfolio_publications',
    'portfolio_members',
    'group_portfolio',
    'group_coverage_cells',
    'area_publication_cells',
  ],
  handles: [
    'publication.created.v1',
    'publication.changed.v1',
    'publication.deleted.v1',
    'group.created.v1',
    'group.deleted.v1',
    'group.member_joined.v1',
    'group.member_left.v1',
    'group.member_removed.v1',
  ] satisfies (PublicationFact | MembershipFact)['type'][],
  apply,
  applyBatch,
};
