// Helpers for quick-create tests: parse against a demo type with the bundled gazetteer.

import { parseListing } from '../src/listingText/listing/parseListing.ts';
import type { ListingFields } from '../src/listingText/listingType.ts';
import { argentinePlaceMatcher } from '../src/places/index.ts';
import { DEMO_QUICK_CREATE_TYPES, type DemoTypeSlug } from './demoListingTypes.ts';

export function parseDemo(type: DemoTypeSlug, text: string): ListingFields {
  return parseListing(text, DEMO_QUICK_CREATE_TYPES[type], argentinePlaceMatcher);
}
