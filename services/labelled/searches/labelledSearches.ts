// Search texts written as people type them in the quick search, with the filter set each means.
// The parser was developed against these (docs/decisions/search.md, "Quick text search").
import type { LabelledSearch } from '../labelledSearchTypes.ts';
import { argentineReadings } from './argentineReadings.ts';
import { homes1 } from './homes1.ts';
import { homes2 } from './homes2.ts';
import { motorcycles1 } from './motorcycles1.ts';
import { products1 } from './products1.ts';
import { rentals1 } from './rentals1.ts';
import { vague1 } from './vague1.ts';
import { vehicles1 } from './vehicles1.ts';

export const LABELLED_SEARCHES: readonly LabelledSearch[] = [
  ...homes1,
  ...homes2,
  ...rentals1,
  ...vehicles1,
  ...motorcycles1,
  ...products1,
  ...vague1,
  ...argentineReadings,
];
