// Where 'Nueva búsqueda' and 'Editar búsqueda' lead: the builder of the search's own scope (a group,
// a storefront, a microsite or the whole platform), with query newSearch or uuid.
import type { Search } from '@app/contracts/search/search';
import type { QueryValues } from '../../routing/pathPattern.ts';
import { pathTo } from '../../routing/paths.ts';

function builderPath(search: Pick<Search, 'group_id' | 'user_id' | 'microsite_id' | 'user'>, query: QueryValues) {
  if (search.group_id) return pathTo('group.search.index', { id: search.group_id }, query);
  if (search.user_id && search.user?.slug) return pathTo('user.search.index', { slug: search.user.slug }, query);
  if (search.microsite_id) return pathTo('microsite.search.index', {}, query);
  return pathTo('search.index', {}, query);
}

export function newSearchPath(search: Pick<Search, 'group_id' | 'user_id' | 'microsite_id' | 'user'>): string {
  return builderPath(search, { newSearch: 1 });
}

export function editSearchPath(
  search: Pick<Search, 'uuid' | 'group_id' | 'user_id' | 'microsite_id' | 'user'>,
): string {
  return builderPath(search, { uuid: search.uuid });
}
