// What the microsite scope chooser offers (SPEC.md section 2, side panels): on a microsite's host a
// search looks at the whole microsite, at one of its sellers' catalogues when the microsite shows
// its users section, or at one of the viewer's groups when it shows its groups section. Each
// choice opens that scope's builder for a new search; the scope being searched is marked.
import type { UserGroup } from '@app/contracts/account/user';
import type { MicrositeSeller } from '@app/contracts/microsite/endpoints';
import type { MicrositeSettings } from '@app/contracts/microsite/microsite';
import type { SearchScope } from '@app/contracts/search/search';
import { pathTo } from '../../../routing/paths.ts';

export type ScopeChoiceKind = 'microsite' | 'seller' | 'group';

export interface ScopeChoice {
  key: string;
  kind: ScopeChoiceKind;
  title: string;
  description: string;
  avatar: { url: string | null; name: string };
  /** The builder this choice opens, for a new search. */
  path: string;
  current: boolean;
  /** An empty catalogue has nothing to search. */
  disabled: boolean;
}

export interface ChooserSite {
  name: string;
  logo_square_url: string | null;
  settings: MicrositeSettings;
}

export interface ChooserInput {
  microsite: ChooserSite;
  /** The current builder's scope. */
  scope: SearchScope;
  /** GET /microsite/sellers (empty while loading or with the users section off). */
  sellers: readonly MicrositeSeller[];
  /** The viewer's groups when premium (empty for others). */
  groups: readonly UserGroup[];
}

const NEW_SEARCH = { newSearch: 1 };

function publicationsLine(count: number): string {
  if (count === 0) return 'Sin publicaciones';
  return count === 1 ? '1 publicación' : `${count} publicaciones`;
}

function sellerChoice(seller: MicrositeSeller, scope: SearchScope): ScopeChoice {
  const count = publicationsLine(seller.publications_count);
  return {
    key: `seller-${seller.id}`,
    kind: 'seller',
    title: seller.name,
    description: seller.default ? `Vendedor principal · ${count}` : count,
    avatar: { url: seller.avatar_url, name: seller.name },
    path: pathTo('user.search.index', { slug: seller.slug }, NEW_SEARCH),
    current: scope.user_id === seller.id,
    disabled: seller.publications_count === 0,
  };
}

function groupChoice(group: UserGroup, scope: SearchScope): ScopeChoice {
  return {
    key: `group-${group.id}`,
    kind: 'group',
    title: group.name,
    description: group.public ? 'Grupo público' : 'Grupo privado',
    avatar: { url: group.logo_url, name: group.name },
    path: pathTo('group.search.index', { id: group.id }, NEW_SEARCH),
    current: scope.group_id === group.id,
    disabled: false,
  };
}

const byName = (groups: readonly UserGroup[]) => [...groups].sort((a, b) => a.name.localeCompare(b.name, 'es'));

export function scopeChoices({ microsite, scope, sellers, groups }: ChooserInput): ScopeChoice[] {
  const wholeSite: ScopeChoice = {
    key: 'microsite',
    kind: 'microsite',
    title: microsite.name,
    description: 'Todas las publicaciones del micrositio',
    avatar: { url: microsite.logo_square_url, name: microsite.name },
    path: pathTo('microsite.search.index', {}, NEW_SEARCH),
    current: scope.group_id === null && scope.user_id === null,
    disabled: false,
  };
  return [
    wholeSite,
    ...(microsite.settings.users ? sellers.map((seller) => sellerChoice(seller, scope)) : []),
    ...(microsite.settings.groups ? byName(groups).map((group) => groupChoice(group, scope)) : []),
  ];
}

/**
 * Whether the builder offers the chooser: on a microsite, for a new search (an edited one keeps
 * its scope), when there can be somewhere else to look — sellers, groups, or back to the whole site.
 */
export function offersScopeChooser(input: {
  microsite: ChooserSite | null;
  scope: SearchScope;
  editing: boolean;
  hasGroups: boolean;
}): boolean {
  const { microsite, scope, editing, hasGroups } = input;
  if (!microsite || editing) return false;
  if (scope.group_id !== null || scope.user_id !== null) return true;
  return microsite.settings.users || (microsite.settings.groups && hasGroups);
}
