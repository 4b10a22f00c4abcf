// The Spanish listing-text engine: how Argentine sellers and searchers write about what is sold.
// Quick create (publication) reads a seller's sentence into form fields; quick search (search)
// reads a searcher's text into filter ranges. Both read through this surface only.
export { parseListing } from './listing/parseListing.ts';
export type {
  Currency,
  ExtraValue,
  ListingAddress,
  ListingCategory,
  ListingExtra,
  ListingFields,
  ListingOption,
  ListingType,
} from './listingType.ts';
export type { PriceRange } from './search/priceRange.ts';
export type { SearchRange } from './search/rangeQualifiers.ts';
export { readSearch, type SearchReading } from './search/readSearch.ts';
