// Helpers for quick-create tests: parse against a demo type with the bundled gazetteer.
import { argentinePlaceMatcher } from '../../places/index.ts';
import { DEMO_QUICK_CREATE_TYPES, type DemoTypeSlug } from './demoQuickCreateTypes.ts';
import { parseListing } from './parseListing.ts';
import type { QuickCreateFields } from './quickCreateType.ts';

export function parseDemo(type: DemoTypeSlug, text: string): QuickCreateFields {
  return parseListing(text, DEMO_QUICK_CREATE_TYPES[type], argentinePlaceMatcher);
}
