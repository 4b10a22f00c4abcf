// A loosening before it is counted: the whole filter set with one change made, in words.
import type { LooseningKind, SearchFilter, SearchPlaceInput } from '@app/contracts';

export interface LooseningStep {
  kind: LooseningKind;
  label: string;
  filters: SearchFilter[];
  places: SearchPlaceInput[];
}

/** Steps of one kind of loosening, mildest first: the first that finds something is offered. */
export type LooseningLadder = LooseningStep[];
