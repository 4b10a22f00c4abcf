// The last-search prompt (SPEC.md section 2, "Side panels"): opening a new search, the person is
// offered to continue their last one in the same scope, once per visit to the app. Editing a search
// or asking for a new one (query newSearch) skips it.
import type { Search, SearchScope } from '@app/contracts/search/search';
import { sameScope } from '../builder/builderScope.ts';

export interface LastSearchContext {
  history: readonly Search[] | null;
  scope: SearchScope;
  editing: boolean;
  newSearch: boolean;
  /** Searches already offered in this visit. */
  offered: ReadonlySet<string>;
}

export function lastSearchToOffer(context: LastSearchContext): Search | null {
  if (context.editing || context.newSearch) return null;
  const last = context.history?.[0];
  if (!last || context.offered.has(last.uuid)) return null;
  const lastScope = { microsite_id: last.microsite_id, group_id: last.group_id, user_id: last.user_id };
  return sameScope(lastScope, context.scope) ? last : null;
}
