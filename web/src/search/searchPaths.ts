// Where 'Nueva búsqueda' and 'Editar búsqueda' lead: the builder of the search's own scope (a group,
// a microsite, a storefront or the whole platform), with query newSearch or uuid; and the scope in words.
import type { Search } from '@app/contracts/search/search';
import type { QueryValues } from '../routing/pathPattern.ts';
import { pathTo } from '../routing/paths.ts';

type ScopedSearch = Pick<Search, 'group_id' | 'microsite_id' | 'user_id' | 'user'>;

function builderPath(search: ScopedSearch, query: QueryValues): string {
  if (search.group_id) return pathTo('group.search.index', { id: search.group_id }, query);
  if (search.microsite_id) return pathTo('microsite.search.index', {}, query);
  if (search.user_id && search.user?.slug) return pathTo('user.search.index', { slug: search.user.slug }, query);
  return pathTo('search.index', {}, query);
}

export function newSearchPath(search: ScopedSearch): string {
  return builderPath(search, { newSearch: 1 });
}

export function editSearchPath(search: ScopedSearch & Pick<Search, 'uuid'>): string {
  return builderPath(search, { uuid: search.uuid });
}

/** Where a search is scoped, in words: '' for the whole platform. */
export function searchScopeLine(search: Pick<Search, 'group' | 'microsite' | 'user' | 'user_id'>): string {
  if (search.group) return `Grupo ${search.group.name}`;
  if (search.microsite) return `Micrositio ${search.microsite.name}`;
  if (search.user_id && search.user) return `Catálogo de ${search.user.name}`;
  return '';
}
