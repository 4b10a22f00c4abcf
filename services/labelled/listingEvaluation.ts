// Runs quick create over labelled sentences and scores it field by field (tests and benchmark).

import { parseListing } from '../src/listingText/listing/parseListing.ts';
import { argentinePlaceMatcher } from '../src/places/index.ts';
import { DEMO_QUICK_CREATE_TYPES } from './demoListingTypes.ts';
import { type FieldScore, type LabelledListing, scoreFields, toExpectedFields } from './fieldScore.ts';

export function evaluateListings(listings: readonly LabelledListing[]): FieldScore {
  const pairs = listings.map((listing) => ({
    expected: listing.expected,
    actual: toExpectedFields(parseListing(listing.text, DEMO_QUICK_CREATE_TYPES[listing.type], argentinePlaceMatcher)),
  }));
  return scoreFields(pairs);
}

/** Sentences parsed per second over `parses` parses of the given listings, after a warm-up round. */
export function measureThroughput(listings: readonly LabelledListing[], parses: number): number {
  const parseOne = (listing: LabelledListing) =>
    parseListing(listing.text, DEMO_QUICK_CREATE_TYPES[listing.type], argentinePlaceMatcher);
  listings.forEach(parseOne);
  const started = performance.now();
  for (let index = 0; index < parses; index += 1) parseOne(listings[index % listings.length]!);
  return parses / ((performance.now() - started) / 1000);
}
