// The audit list: one page of administrators' changes, searchable by action, by either account's
// name or by the item's label. Names are read from the accounts now: erased accounts read as such.
import type { AuditRow } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { foldedContains, type PageQuery } from '../http/index.ts';

export async function listAudit(db: ReadModelDatabase, query: PageQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const search = query.search ?? '';
  const filtered = db
    .selectFrom('admin_audit')
    .innerJoin('users as actor', 'actor.id', 'admin_audit.actor_id')
    .leftJoin('users as subject', (join) =>
      join.on(sql<boolean>`admin_audit.subject_type = 'user' AND subject.id::text = admin_audit.subject_id`),
    )
    .$if(search !== '', (builder) =>
      builder.where((eb) =>
        eb.or([
          foldedContains('admin_audit.action', search),
          foldedContains('actor.name', search),
          foldedContains('subject.name', search),
          foldedContains('admin_audit.subject_label', search),
        ]),
      ),
    );
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'admin_audit.id',
        'admin_audit.occurred_at',
        'admin_audit.action',
        'admin_audit.subject_type',
        'admin_audit.subject_id',
        'admin_audit.subject_label',
        'actor.id as actor_id',
        'actor.name as actor_name',
        'subject.name as subject_name',
      ])
      .orderBy('admin_audit.occurred_at', 'desc')
      .orderBy('admin_audit.position', 'desc')
      .limit(query.take)
      .offset((query.page - 1) * query.take)
      .execute(),
  ]);
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurred_at.toISOString(),
      action: row.action,
      actor: { id: row.actor_id, name: row.actor_name },
      subject: { type: row.subject_type, id: row.subject_id, name: row.subject_name ?? row.subject_label ?? '' },
    })),
  };
}
