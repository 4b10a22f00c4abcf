// The kinds of server data the client caches. A query names one as the start of its key; commands
// and socket messages invalidate by these names.
export const QUERY_SCOPES = {
  /** The signed-in user's account (profile, counts, settings). */
  user: 'user',
  /** Lists and pages of searches (landing strip, menu, history, account list). */
  searches: 'searches',
  /**
   * Lists and pages of publications (seller's list, guide count, storefront, microsite home) and
   * what depends on which publications exist (a draft search's count and prices, field values).
   */
  publications: 'publications',
  groups: 'groups',
  configuration: 'configuration',
  /** The account's discards ('Descartadas'). */
  discards: 'discards',
  /** Searches' group rankings. */
  groupRanking: 'group-ranking',
  /** Place suggestions for typed text. */
  places: 'places',
  /** The seller's categories and their suggestions. */
  categories: 'categories',
  /** Every single search: `search(uuid)` is one of them. */
  everySearch: 'search',
  /** One search while it is swiped or edited: the search, totals, markers, filtered decisions. */
  search: (uuid: string) => ['search', uuid] as const,
} as const;
