// The seller's own publications (GET /account/publication and friends): the ones they publish,
// as creator or assigned publisher.
import type { Publication } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { DomainError } from '../../commands/index.ts';
import { foldedContains, type PageQuery, SPANISH_SORT_SQL } from '../../http/index.ts';
import { viewPublications } from '../viewing/publicationView.ts';

type Db = ReadModelDatabase;

/** 'depto palerm' → 'depto:* & palerm:*': every word, each as a prefix. */
export function prefixQuery(search: string): string | null {
  const words = search
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

function publishedBy(db: Db, userId: string) {
  return db
    .selectFrom('publications')
    .innerJoin('publication_publishers', (join) =>
      join
        .onRef('publication_publishers.publication_id', '=', 'publications.id')
        .on('publication_publishers.user_id', '=', userId),
    );
}

export async function listAccountPublications(
  readModels: ReadModels,
  userId: string,
  query: PageQuery,
  now: Date,
): Promise<{ rows: Publication[]; total: number }> {
  const { db } = readModels;
  const words = query.search ? prefixQuery(query.search) : null;
  const filtered = publishedBy(db, userId).$if(Boolean(query.search), (builder) =>
    builder.where((eb) =>
      eb.or([
        foldedContains('publications.title', query.search ?? ''),
        foldedContains(`coalesce(publications.code, '')`, query.search ?? ''),
        ...(words ? [sql<boolean>`publications.search_text @@ to_tsquery('es_unaccent', ${words})`] : []),
      ]),
    ),
  );
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = await filtered
    .select('publications.id')
    .orderBy(sql.raw(SPANISH_SORT_SQL('publications.title')))
    .orderBy('publications.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return {
    rows: await viewPublications(
      readModels,
      page.map((row) => row.id),
      userId,
      now,
    ),
    total: Number(total),
  };
}

/** 404 unless `userId` publishes it: other sellers' publications are not part of this account. */
export async function assertPublishes(db: Db, publicationId: string, userId: string): Promise<void> {
  const row = await db
    .selectFrom('publication_publishers')
    .select('creator')
    .where('publication_id', '=', publicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound();
}

export async function findAccountPublication(readModels: ReadModels, publicationId: string, userId: string, now: Date) {
  const { db } = readModels;
  await assertPublishes(db, publicationId, userId);
  const [publication] = await viewPublications(readModels, [publicationId], userId, now);
  if (!publication) throw DomainError.notFound();
  return publication;
}

/** Publications the user created (SPEC.md: publications_count_true) and is assigned to (…_false). */
export async function publicationCounts(db: Db, userId: string): Promise<{ created: number; assigned: number }> {
  const counts = await db
    .selectFrom('publication_publishers')
    .select([
      sql<number>`count(*) FILTER (WHERE creator)`.as('created'),
      sql<number>`count(*) FILTER (WHERE NOT creator)`.as('assigned'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { created: Number(counts.created), assigned: Number(counts.assigned) };
}

const FIELD_VALUES_MAX = 50;

/** Values the seller already gave a field, for suggestions while typing. */
export async function fieldValues(db: Db, userId: string, field: 'code' | 'title' | 'url'): Promise<string[]> {
  const rows = await db
    .selectFrom('publications')
    .select(sql<string>`${sql.ref(`publications.${field}`)}`.as('value'))
    .distinct()
    .where('creator_id', '=', userId)
    .where(sql.ref(`publications.${field}`), 'is not', null)
    .orderBy('value')
    .limit(FIELD_VALUES_MAX)
    .execute();
  return rows.map((row) => row.value);
}
