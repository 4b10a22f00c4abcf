// Field-level F1 of quick create and quick search, labelled and held-out sets, against the target.
import {
  evaluateListings,
  evaluateSearches,
  HELD_OUT_LISTINGS,
  HELD_OUT_SEARCHES,
  LABELLED_LISTINGS,
  LABELLED_SEARCHES,
} from '@app/services/labelled';
import { type ReportRow, verdict } from './report.ts';

export const LISTING_TEXT_F1_TARGET = 0.97;

function row(measure: string, f1: number, count: number): ReportRow {
  return {
    measure: `${measure} (${count} texts)`,
    result: f1.toFixed(3),
    target: `>= ${LISTING_TEXT_F1_TARGET}`,
    verdict: verdict(f1 >= LISTING_TEXT_F1_TARGET),
  };
}

export function listingTextRows(): ReportRow[] {
  return [
    row('Quick create F1, labelled set', evaluateListings(LABELLED_LISTINGS).f1, LABELLED_LISTINGS.length),
    row('Quick create F1, held-out set', evaluateListings(HELD_OUT_LISTINGS).f1, HELD_OUT_LISTINGS.length),
    row('Quick search F1, labelled set', evaluateSearches(LABELLED_SEARCHES).f1, LABELLED_SEARCHES.length),
    row('Quick search F1, held-out set', evaluateSearches(HELD_OUT_SEARCHES).f1, HELD_OUT_SEARCHES.length),
  ];
}
