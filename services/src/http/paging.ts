import { PAGE_SIZE } from '@app/contracts';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';

export const pageQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** SPEC.md's paged result: data, current_page, last_page, total, prev/next page urls. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    prev_page_url: z.string().nullable(),
    next_page_url: z.string().nullable(),
  });
}

export function paged<Item>(data: Item[], total: number, query: PageQuery, url: string) {
  const lastPage = Math.max(1, Math.ceil(total / query.take));
  const pageUrl = (page: number) => {
    const target = new URL(url, 'http://localhost');
    target.searchParams.set('page', String(page));
    return `${target.pathname}${target.search}`;
  };
  return {
    data,
    current_page: query.page,
    last_page: lastPage,
    total,
    prev_page_url: query.page > 1 ? pageUrl(query.page - 1) : null,
    next_page_url: query.page < lastPage ? pageUrl(query.page + 1) : null,
  };
}

const ACCENTED = 'áéíóúüñ';
const PLAIN = 'aeiouun';

/** Spanish-friendly sort key: case and accents folded, as users expect 'Baños' before 'Cochera'. */
export const SPANISH_SORT_SQL = (column: string) => `translate(lower(${column}), '${ACCENTED}', '${PLAIN}')`;

/** `column` contains `search`, ignoring case and accents ('naut' finds 'Náutica'). */
export function foldedContains(column: string, search: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(SPANISH_SORT_SQL(column))} LIKE ${containsPattern(foldText(search))}`;
}

function foldText(text: string): string {
  return [...text.toLowerCase()].map((character) => PLAIN[ACCENTED.indexOf(character)] ?? character).join('');
}

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of `filtered` rows and the total they come from. `filtered` carries the list's
 * conditions; `selectRows` picks the columns the page shows.
 */
export async function pageOf<DB, Table extends keyof DB & string, Row>(
  filtered: SelectQueryBuilder<DB, Table, object>,
  selectRows: (query: SelectQueryBuilder<DB, Table, object>) => SelectQueryBuilder<DB, Table, Row>,
  sortSql: string,
  query: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const counted = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const rows = await selectRows(filtered)
    .orderBy(sql.raw(sortSql))
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return { rows: rows as Row[], total: Number((counted as { total?: number } | undefined)?.total ?? 0) };
}
