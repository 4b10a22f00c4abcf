export { evaluateListings, listingMisses, measureThroughput } from './listingEvaluation.ts';
export { HELD_OUT_LISTINGS } from './listings/heldOutListings.ts';
export { LABELLED_LISTINGS } from './listings/labelledListings.ts';
export { evaluateSearches, measureSearchThroughput } from './searchEvaluation.ts';
export { HELD_OUT_SEARCHES } from './searches/heldOutSearches.ts';
export { LABELLED_SEARCHES } from './searches/labelledSearches.ts';
