// GET /invitation/{uuid}: the invitation with its group and who issued it; unknown, or of a
// deleted group: 404.
import type { Invitation, InvitationRule } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/domainError.ts';

export async function findInvitation(db: ReadModelDatabase, invitationId: string, now: Date): Promise<Invitation> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('groups', 'groups.id', 'invitations.group_id')
    .innerJoin('users', 'users.id', 'invitations.issued_by')
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
    ])
    .where('invitations.id', '=', invitationId)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound();
  const expired = row.status === 'pending' && row.expires_at.getTime() <= now.getTime();
  return {
    uuid: row.id,
    invitationable_type: 'group',
    invitationable_id: row.group_id,
    invitationable: { name: row.group_name, public: row.public, logo_url: row.logo_url },
    user: { name: row.issuer_name },
    rules: row.rules as InvitationRule[],
    expires_at: row.expires_at.toISOString(),
    status: expired ? 'expired' : row.status,
  };
}
