// A search scoped to a group looks only at its portfolio; a private group's portfolio is for its
// members, a public group's for anyone (the group's search screen is open to visitors).
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/index.ts';
import { findGroupRow, membershipOf } from '../membership/membership.ts';

export async function assertGroupScopeOpen(db: ReadModelDatabase, groupId: string | null, userId: string | null) {
  if (groupId === null) return;
  const group = await findGroupRow(db, groupId);
  if (!group) throw DomainError.invalidField('group_id', VALIDATION_MESSAGES.invalid);
  if (group.public) return;
  if (!(await membershipOf(db, groupId, userId))) throw new DomainError('forbidden', ERROR_MESSAGES.forbidden);
}

/**
 * A saved search of a private group reads the group's portfolio, so everything about it (the search,
 * its results, markers, swipe and live room) is for the group's members only: holding its address is
 * not enough. A search whose group was deleted is gone with it (404).
 */
export async function assertSavedSearchInScope(db: ReadModelDatabase, groupId: string | null, userId: string | null) {
  if (groupId === null) return;
  const [group, membership] = await Promise.all([findGroupRow(db, groupId), membershipOf(db, groupId, userId)]);
  if (!group) throw DomainError.notFound();
  if (!group.public && !membership) throw new DomainError('forbidden', ERROR_MESSAGES.forbidden);
}

/** The groups searches name, as the search response shows them ({id, name, logo_url}). */
export async function groupsById(db: ReadModelDatabase, groupIds: readonly string[]) {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return new Map<string, { id: string; name: string; logo_url: string | null }>();
  const rows = await db.selectFrom('groups').select(['id', 'name', 'logo_url']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
