// GET /invitation/{uuid}: the invitation with its group and who issued it; unknown, or of a
// deleted group: 404. A pending invitation whose issuer no longer administers the group reads as
// revoked, as accepting it would answer.
import type { Invitation, InvitationRule } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/index.ts';

export async function findInvitation(db: ReadModelDatabase, invitationId: string, now: Date): Promise<Invitation> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('groups', 'groups.id', 'invitations.group_id')
    .innerJoin('users', 'users.id', 'invitations.issued_by')
    .leftJoin('group_members as issuer', (join) =>
      join.onRef('issuer.group_id', '=', 'invitations.group_id').onRef('issuer.user_id', '=', 'invitations.issued_by'),
    )
    .select([
      'invitations.id',
      'invitations.group_id',
      'invitations.rules',
      'invitations.status',
      'invitations.expires_at',
      'groups.name as group_name',
      'groups.public',
      'groups.logo_url',
      'users.name as issuer_name',
      'issuer.admin as issuer_is_admin',
    ])
    .where('invitations.id', '=', invitationId)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound();
  const pending = row.status === 'pending';
  const expired = pending && row.expires_at.getTime() <= now.getTime();
  const void_ = pending && row.issuer_is_admin !== true;
  return {
    uuid: row.id,
    invitationable_type: 'group',
    invitationable_id: row.group_id,
    invitationable: { name: row.group_name, public: row.public, logo_url: row.logo_url },
    user: { name: row.issuer_name },
    rules: row.rules as InvitationRule[],
    expires_at: row.expires_at.toISOString(),
    status: void_ ? 'revoked' : expired ? 'expired' : row.status,
  };
}
