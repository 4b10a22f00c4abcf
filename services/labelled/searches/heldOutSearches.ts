// Search texts written after the parser was frozen and never tuned on: an honest check of how it
// reads wording it was not developed against (docs/decisions/search.md, "Quick text search").
import type { LabelledSearch } from '../labelledSearchTypes.ts';
import { heldOut1 } from './heldOut1.ts';
import { heldOut2 } from './heldOut2.ts';
import { heldOut3 } from './heldOut3.ts';

export const HELD_OUT_SEARCHES: readonly LabelledSearch[] = [...heldOut1, ...heldOut2, ...heldOut3];
