// The search folder as other folders see it: what they may use of it.

export { latestUserSearches } from './accountSearches/userSearches.ts';
export { loadSearchCatalogue } from './criteria/searchCatalogue.ts';
export { countResults, matchingAmong, resultIds } from './query/searchQueries.ts';
export { resultCards } from './results/resultCards.ts';
export { queryOfSearch, savedSearchQuery } from './results/savedSearchQuery.ts';
export { searchesFinding } from './results/searchesFinding.ts';
export { createSearch, runSearchCommand } from './searchCommands.ts';
export { idParams, readableSearchRow, searchIdOf, searchParams, viewerOf } from './searchParams.ts';
export { findSearchRow, findSearchRows, type SearchRow, searchRowOrThrow, viewerOwns } from './searchRows.ts';
export { priceDroppedSince, undecidedBy } from './swipeFacts/discardedCondition.ts';
export { ownerParticipantOf } from './swipeFacts/ownerParticipant.ts';
