// The admin audit list: every change an administrator made (the acting account is the event's
// metadata.userId), from the facts of accounts, impersonation sessions, codes and the catalogue.
// Changes people make to their own account are not administration and are left out.
import type { RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import type { AuditTables } from './tables.ts';

type SubjectType = AuditTables['admin_audit']['subject_type'];

interface Audited {
  action: string;
  subject: SubjectType;
  /** The data field naming the subject. */
  idField: string;
  /** The data field naming a non-account subject, if the event carries it. */
  labelField?: string;
}

const catalogue = (subject: SubjectType, idField: string, noun: string, labelField: string) => ({
  [`${subject}.created.v1`]: { action: `Creó ${noun}`, subject, idField, labelField },
  [`${subject}.changed.v1`]: { action: `Editó ${noun}`, subject, idField, labelField },
  [`${subject}.deleted.v1`]: { action: `Eliminó ${noun}`, subject, idField },
});

const AUDITED: Record<string, Audited> = {
  'user.permissions_changed.v1': { action: 'Cambió los permisos de', subject: 'user', idField: 'userId' },
  'user.premium_granted.v1': { action: 'Otorgó premium a', subject: 'user', idField: 'userId' },
  'user.premium_revoked.v1': { action: 'Quitó premium a', subject: 'user', idField: 'userId' },
  'user.profile_changed.v1': { action: 'Editó el nombre de', subject: 'user', idField: 'userId' },
  'user.statistics_access_changed.v1': { action: 'Cambió las estadísticas de', subject: 'user', idField: 'userId' },
  'user.deleted.v1': { action: 'Eliminó a', subject: 'user', idField: 'userId' },
  'session.started.v1': { action: 'Inició sesión como', subject: 'user', idField: 'userId' },
  ...catalogue('promocode', 'promocodeId', 'el código promocional', 'code'),
  ...catalogue('publication_type', 'typeId', 'el tipo', 'slug'),
  ...catalogue('category', 'categoryId', 'la categoría', 'name'),
  ...catalogue('extra', 'extraId', 'el extra', 'slug'),
};

async function previousLabel(transaction: Transaction<ReadModelTables>, subjectId: string) {
  const row = await transaction
    .selectFrom('admin_audit')
    .select('subject_label')
    .where('subject_id', '=', subjectId)
    .where('subject_label', 'is not', null)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.subject_label ?? null;
}

export const auditProjection: Projection = {
  name: 'audit',
  tables: ['admin_audit'],
  handles: Object.keys(AUDITED),
  async apply(transaction, event: RecordedEvent) {
    const audited = AUDITED[event.type];
    const data = event.data as Record<string, unknown>;
    const actorId =
      event.type === 'session.started.v1' ? (data.impersonatorId as string | null) : event.metadata.userId;
    if (!audited || !actorId) return;
    const subjectId = String(data[audited.idField]);
    if (audited.subject === 'user' && event.type !== 'session.started.v1' && subjectId === actorId) return;
    const label = audited.labelField ? String(data[audited.labelField] ?? '') : null;
    await transaction
      .insertInto('admin_audit')
      .values({
        id: event.id,
        actor_id: actorId,
        action: audited.action,
        subject_type: audited.subject,
        subject_id: subjectId,
        subject_label: audited.subject === 'user' ? null : (label ?? (await previousLabel(transaction, subjectId))),
        occurred_at: new Date(event.metadata.occurredAt),
        position: event.globalPosition.toString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
