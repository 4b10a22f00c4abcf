// The kinds of server data the client caches. A query names one as the start of its key; commands
// and socket messages invalidate by these names.
export const QUERY_SCOPES = {
  /** The signed-in user's account (profile, counts, settings). */
  user: 'user',
  /** Lists and pages of searches (landing strip, menu, history, account list). */
  searches: 'searches',
  /** Lists and pages of publications (seller's list, guide count, storefront). */
  publications: 'publications',
  groups: 'groups',
  configuration: 'configuration',
  /** The account's discards ('Descartadas'). */
  discards: 'discards',
  /** Searches' group rankings. */
  groupRanking: 'group-ranking',
  /** One search while it is swiped: totals, batches, filtered decisions. */
  search: (uuid: string) => ['search', uuid] as const,
} as const;
