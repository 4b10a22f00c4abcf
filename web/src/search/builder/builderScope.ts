// Where a builder searches (SPEC.md section 2): the whole platform, a storefront (/{slug}/search),
// a group (/group/{id}/search) or the microsite of the host (/microsite/search), headed by its
// logo and name.
import type { SearchScope } from '@app/contracts/search/search';

export interface BuilderScope {
  ids: SearchScope;
  title: string;
  subtitle: string | null;
  /** The storefront owner's picture and name, or the group's logo and name. */
  avatar: { url: string | null; name: string } | null;
}

export const PLATFORM_SCOPE: BuilderScope = {
  ids: { microsite_id: null, group_id: null, user_id: null },
  title: 'Buscar',
  subtitle: 'En todas las publicaciones',
  avatar: null,
};

export function storefrontScope(user: { id: string; name: string; avatar_url: string | null }): BuilderScope {
  return {
    ids: { microsite_id: null, group_id: null, user_id: user.id },
    title: 'Buscar en el catálogo',
    subtitle: user.name,
    avatar: { url: user.avatar_url, name: user.name },
  };
}

/** The group's name and logo head its search, like a storefront's owner heads theirs. */
export function groupScope(group: { id: string; name: string; logo_url: string | null }): BuilderScope {
  return {
    ids: { microsite_id: null, group_id: group.id, user_id: null },
    title: 'Buscar en el grupo',
    subtitle: group.name,
    avatar: { url: group.logo_url, name: group.name },
  };
}

export function micrositeScope(microsite: { id: string; name: string; logo_square_url: string | null }): BuilderScope {
  return {
    ids: { microsite_id: microsite.id, group_id: null, user_id: null },
    title: 'Buscar en el micrositio',
    subtitle: microsite.name,
    avatar: { url: microsite.logo_square_url, name: microsite.name },
  };
}

export function sameScope(first: SearchScope, second: SearchScope): boolean {
  return (
    first.microsite_id === second.microsite_id && first.group_id === second.group_id && first.user_id === second.user_id
  );
}
