// Where a saved search is edited: the builder of the scope it was made in, with its uuid.
import type { Search } from '@app/contracts/search/search';
import { pathTo } from '../routing/paths.ts';

export function editSearchPath(
  search: Pick<Search, 'uuid' | 'group_id' | 'microsite_id' | 'user_id' | 'user'>,
): string {
  const query = { uuid: search.uuid };
  if (search.group_id) return pathTo('group.search.index', { id: search.group_id }, query);
  if (search.microsite_id) return pathTo('microsite.search.index', {}, query);
  if (search.user_id && search.user?.slug) return pathTo('user.search.index', { slug: search.user.slug }, query);
  return pathTo('search.index', {}, query);
}

/** Where a search is scoped, in words: '' for the whole platform. */
export function searchScopeLine(search: Pick<Search, 'group' | 'microsite' | 'user' | 'user_id'>): string {
  if (search.group) return `Grupo ${search.group.name}`;
  if (search.microsite) return `Micrositio ${search.microsite.name}`;
  if (search.user_id && search.user) return `Catálogo de ${search.user.name}`;
  return '';
}
