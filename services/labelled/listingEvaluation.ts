// Runs quick create over labelled sentences and scores it field by field (tests and benchmark).
import { parseListing } from '../src/listingText/index.ts';
import { argentinePlaceMatcher } from '../src/places/index.ts';
import { DEMO_QUICK_CREATE_TYPES } from './demoListingTypes.ts';
import { type FieldScore, fieldItems, type LabelledListing, scoreFields, toExpectedFields } from './fieldScore.ts';

const parseOne = (listing: LabelledListing) =>
  toExpectedFields(parseListing(listing.text, DEMO_QUICK_CREATE_TYPES[listing.type], argentinePlaceMatcher));

export function evaluateListings(listings: readonly LabelledListing[]): FieldScore {
  return scoreFields(listings.map((listing) => ({ expected: listing.expected, actual: parseOne(listing) })));
}

export interface ListingMiss {
  text: string;
  missing: string[];
  unexpected: string[];
}

/** The sentences read wrong, with the fields missed and the ones filled that were not expected. */
export function listingMisses(listings: readonly LabelledListing[]): ListingMiss[] {
  return listings.flatMap((listing) => {
    const wanted = fieldItems(listing.expected);
    const found = fieldItems(parseOne(listing));
    const missing = [...wanted].filter((item) => !found.has(item));
    const unexpected = [...found].filter((item) => !wanted.has(item));
    return missing.length + unexpected.length === 0 ? [] : [{ text: listing.text, missing, unexpected }];
  });
}

/** Sentences parsed per second over `parses` parses of the given listings, after a warm-up round. */
export function measureThroughput(listings: readonly LabelledListing[], parses: number): number {
  listings.forEach(parseOne);
  const started = performance.now();
  for (let index = 0; index < parses; index += 1) parseOne(listings[index % listings.length]!);
  return parses / ((performance.now() - started) / 1000);
}
