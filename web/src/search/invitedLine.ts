import type { Search } from '@app/contracts/search/search';

/**
 * 'Invitado · búsqueda de {owner}' for a shared search the reader joined without owning it (the
 * admin list's word for a participant who did not create the search); null for their own.
 */
export function invitedLine(search: Pick<Search, 'is_owner' | 'users'> | object): string | null {
  if (!('is_owner' in search) || search.is_owner) return null;
  const owner = search.users.find((user) => user.pivot.owner);
  return owner ? `Invitado · búsqueda de ${owner.name}` : 'Invitado';
}
