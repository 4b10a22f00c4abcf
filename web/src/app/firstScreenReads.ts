// What a server-rendered page's first screen reads from the API, under the keys its screen reads it
// with. The server reads them through the same routes (in process) and inlines the answers; the
// client checks each with its endpoint's schema and puts it in its query cache before hydrating,
// so the first screen renders the same markup on both sides and asks for none of it again.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { micrositeEndpoints } from '@app/contracts/microsite/endpoints';
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import { publicPublicationEndpoints } from '@app/contracts/publication/publicPage';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointKey } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { isPublicationId } from '../publication/page/publicationId.ts';
import { fillPath } from '../routing/pathPattern.ts';
import type { ResolvedRoute } from '../routing/resolveRoute.ts';
import { isCatalogueSlug } from '../storefront/catalogueSlug.ts';

export interface FirstScreenRead {
  key: QueryKey;
  /** The address under /api, e.g. '/user/ana'. */
  apiPath: string;
  endpoint: EndpointDefinition;
}

function read(scope: readonly unknown[], endpoint: EndpointDefinition, params: Record<string, string> = {}) {
  const input = Object.keys(params).length > 0 ? { params } : {};
  return { key: endpointKey(scope, endpoint, input), apiPath: fillPath(endpoint.path, params), endpoint };
}

/** The reads of the screen a route opens (on a microsite's host, '/' opens its home). */
export function firstScreenReads(route: ResolvedRoute, onMicrosite: boolean): FirstScreenRead[] {
  const slug = route.params.slug ?? '';
  switch (route.name) {
    case 'user.home':
    case 'user.search.index':
      return isCatalogueSlug(slug)
        ? [read([QUERY_SCOPES.publications, 'storefront'], publicationEndpoints.publicProfile, { slug })]
        : [];
    case 'publication.show': {
      const id = route.params.id ?? '';
      return isPublicationId(id)
        ? [read([QUERY_SCOPES.publications, 'public-page'], publicPublicationEndpoints.show, { id })]
        : [];
    }
    case 'home':
    case 'microsite.home':
      return onMicrosite ? [read([QUERY_SCOPES.publications, 'microsite'], micrositeEndpoints.home)] : [];
    default:
      return [];
  }
}

/**
 * Puts the inlined answers in the cache under their screen's keys, each checked by its endpoint's
 * schema as a fetched answer is; false when one does not match (the page is then rendered anew).
 */
export function seedFirstScreen(client: QueryClient, reads: readonly FirstScreenRead[], answers: unknown[]): boolean {
  if (answers.length !== reads.length) return false;
  const parsed = reads.map((one, index) => one.endpoint.response?.safeParse(answers[index]));
  if (parsed.some((result) => !result?.success)) return false;
  reads.forEach((one, index) => {
    client.setQueryData(one.key, parsed[index]?.data);
  });
  return true;
}
