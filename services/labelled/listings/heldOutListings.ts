// Held-out sentences, written after the parser was finished and never used to tune it: the
// figure they give shows how quick create does on phrasing it was not developed against.
import type { LabelledListing } from '../fieldScore.ts';
import { heldOut1 } from './heldOut1.ts';
import { heldOut2 } from './heldOut2.ts';
import { heldOut3 } from './heldOut3.ts';
import { heldOut4 } from './heldOut4.ts';

export const HELD_OUT_LISTINGS: readonly LabelledListing[] = [...heldOut1, ...heldOut2, ...heldOut3, ...heldOut4];
