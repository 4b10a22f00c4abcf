// The admin audit list: every change an administrator made (the acting account is the event's
// metadata.userId), from the facts of accounts, impersonation sessions, codes, the catalogue,
// groups and microsites. Changes people make to their own account are not administration.
import type { RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import { AUDITED, type Audited } from './auditedEvents.ts';

type Data = Record<string, unknown>;

/** The subject's name now: from the event when it carries one (remembered), else the last one seen. */
async function labelOf(transaction: Transaction<ReadModelTables>, audited: Audited, subjectId: string, data: Data) {
  if (audited.subject === 'user') return null;
  const carried = audited.labelField ? data[audited.labelField] : undefined;
  if (typeof carried === 'string') {
    await transaction
      .insertInto('admin_audit_labels')
      .values({ subject_id: subjectId, label: carried })
      .onConflict((conflict) => conflict.column('subject_id').doUpdateSet({ label: carried }))
      .execute();
    return carried;
  }
  const row = await transaction
    .selectFrom('admin_audit_labels')
    .select('label')
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.label ?? null;
}

function actorOf(event: RecordedEvent, audited: Audited): string | null {
  const data = event.data as Data;
  if (event.type === 'session.started.v1') return (data.impersonatorId as string | null) ?? null;
  if (audited.administeringOnly && !event.metadata.administering) return null;
  const actorId = event.metadata.userId;
  // Changing one's own account is not administration.
  if (audited.subject === 'user' && actorId === String(data[audited.idField])) return null;
  return actorId;
}

export const auditProjection: Projection = {
  name: 'audit',
  tables: ['admin_audit', 'admin_audit_labels'],
  handles: Object.keys(AUDITED),
  async apply(transaction, event: RecordedEvent) {
    const audited = AUDITED[event.type];
    if (!audited) return;
    const data = event.data as Data;
    const subjectId = String(data[audited.idField]);
    const label = await labelOf(transaction, audited, subjectId, data);
    const actorId = actorOf(event, audited);
    if (!actorId) return;
    await transaction
      .insertInto('admin_audit')
      .values({
        id: event.id,
        actor_id: actorId,
        action: audited.action,
        subject_type: audited.subject,
        subject_id: subjectId,
        subject_label: label,
        occurred_at: new Date(event.metadata.occurredAt),
        position: event.globalPosition.toString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
