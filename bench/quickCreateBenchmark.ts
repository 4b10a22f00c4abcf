// Quick create: field-level precision, recall and F1 over the labelled sentences, F1 over the
// held-out ones, and parsing throughput. Needs no database.
import { evaluateListings, HELD_OUT_LISTINGS, LABELLED_LISTINGS, measureThroughput } from '@app/services/labelled';

export const QUICK_CREATE_TARGETS = { f1: 0.9, heldOutF1: 0.8, sentencesPerSecond: 2_000 } as const;
const THROUGHPUT_PARSES = 20_000;

export interface QuickCreateBenchmark {
  precision: number;
  recall: number;
  f1: number;
  heldOutF1: number;
  sentencesPerSecond: number;
}

export async function runQuickCreateBenchmark(): Promise<QuickCreateBenchmark> {
  const labelled = evaluateListings(LABELLED_LISTINGS);
  const heldOut = evaluateListings(HELD_OUT_LISTINGS);
  const sentencesPerSecond = measureThroughput([...LABELLED_LISTINGS, ...HELD_OUT_LISTINGS], THROUGHPUT_PARSES);
  return {
    precision: labelled.precision,
    recall: labelled.recall,
    f1: labelled.f1,
    heldOutF1: heldOut.f1,
    sentencesPerSecond,
  };
}
