// Whose statistics a caller may read (SPEC.md section 6, "Statistics"): their own account, the groups
// they administer and the microsites they administer (a microsite's default user administers it),
// once an administrator gave them `has_stat`.
// Platform administrators read any source their permission covers (users, groups, microsites).
import { type Permission, STATISTICS_MESSAGES, type StatisticSource, type StatisticSourceType } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../commands/index.ts';
import type { RequestSession } from '../http/index.ts';

const PERMISSION_OF: Record<StatisticSourceType, Permission> = {
  user: 'users',
  group: 'groups',
  microsite: 'microsites',
};

const noStatistics = () => new DomainError('forbidden', STATISTICS_MESSAGES.noStatistics);
const notYourSource = () => new DomainError('forbidden', STATISTICS_MESSAGES.notYourSource);

function administers(session: RequestSession, type: StatisticSourceType): boolean {
  return session.isAdmin && session.permissions.includes(PERMISSION_OF[type]);
}

async function hasStatistics(db: ReadModelDatabase, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('has_stat').where('id', '=', userId).executeTakeFirst();
  return row?.has_stat === true;
}

/** The caller's own sources: their account, the groups and microsites they administer; 403 without `has_stat`. */
export async function sourcesOf(db: ReadModelDatabase, session: RequestSession): Promise<StatisticSource[]> {
  if (!(await hasStatistics(db, session.userId))) throw noStatistics();
  const account = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['g.id', 'g.name'])
    .where('m.user_id', '=', session.userId)
    .where('m.admin', '=', true)
    .orderBy('g.name')
    .execute();
  const microsites = await db
    .selectFrom('microsites')
    .select(['id', 'name'])
    .where('default_user_id', '=', session.userId)
    .orderBy('name')
    .execute();
  return [
    { type: 'user', id: session.userId, name: account.name },
    ...microsites.map((site) => ({ type: 'microsite' as const, id: site.id, name: site.name })),
    ...groups.map((group) => ({ type: 'group' as const, id: group.id, name: group.name })),
  ];
}

/** The entity's name, or undefined when no such user / group / microsite exists. */
export async function sourceName(
  db: ReadModelDatabase,
  type: StatisticSourceType,
  id: string,
): Promise<string | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  if (type === 'user') {
    const user = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return user?.name;
  }
  if (type === 'group')
    return (await db.selectFrom('groups').select('name').where('id', '=', id).executeTakeFirst())?.name;
  return (await db.selectFrom('microsites').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

async function ownsSource(db: ReadModelDatabase, session: RequestSession, type: StatisticSourceType, id: string) {
  if (type === 'user') return id === session.userId;
  if (type === 'group') {
    const membership = await db
      .selectFrom('group_members')
      .select('admin')
      .where('group_id', '=', id)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return membership?.admin === true;
  }
  const site = await db.selectFrom('microsites').select('default_user_id').where('id', '=', id).executeTakeFirst();
  return site?.default_user_id === session.userId;
}

/** The source, named, when the caller may read it; otherwise 403 (or 404 for an administrator's unknown id). */
export async function authorizeSource(
  db: ReadModelDatabase,
  session: RequestSession,
  source: { type: StatisticSourceType; id: string },
): Promise<StatisticSource> {
  if (!administers(session, source.type)) {
    if (!(await hasStatistics(db, session.userId))) throw noStatistics();
    if (!(await ownsSource(db, session, source.type, source.id))) throw notYourSource();
  }
  const name = await sourceName(db, source.type, source.id);
  if (name === undefined) throw administers(session, source.type) ? DomainError.notFound() : notYourSource();
  return { ...source, name };
}
