// The builder's counts, remembered by filter set and scope until the publications or the catalogue
// change (projectedRows.ts): people building searches start from the same few sets ("inmuebles",
// a category, a neighbourhood), and a count is the heaviest statement the builder sends.
import { fewProjectedRows, type ReadModelDatabase, readProjected } from '@app/projections';
import { countResults, type SearchQuery } from './searchQueries.ts';

type Count = Awaited<ReturnType<typeof countResults>>;

const counts = fewProjectedRows<Count>(
  10_000,
  'publications',
  'publication_publishers',
  'publication_types',
  'categories',
  'extras',
);

/** countResults with nothing excluded, from memory when the same filter set was counted since the last change. */
export async function rememberedCount(db: ReadModelDatabase, query: SearchQuery): Promise<Count> {
  const { microsite_id, group_id, user_id } = query.scope;
  const key = JSON.stringify([query.criteria, microsite_id, group_id, user_id]);
  const count = await readProjected(db, counts, key, () => countResults(db, query));
  return count ?? countResults(db, query);
}
