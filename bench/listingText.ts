// `npx tsx bench/listingText.ts [--misses]`: the listing-text engine's accuracy, field-level F1 of
// quick create and quick search on their labelled and held-out sets (no database needed).
import {
  evaluateSearches,
  HELD_OUT_LISTINGS,
  HELD_OUT_SEARCHES,
  LABELLED_LISTINGS,
  LABELLED_SEARCHES,
  listingMisses,
} from '@app/services/labelled';
import { listingTextRows } from './listingTextReport.ts';
import { formatTable } from './report.ts';

process.stdout.write(`${formatTable(listingTextRows())}\n`);
if (process.argv.includes('--misses')) {
  const misses = [
    ...listingMisses([...LABELLED_LISTINGS, ...HELD_OUT_LISTINGS]),
    ...evaluateSearches([...LABELLED_SEARCHES, ...HELD_OUT_SEARCHES]).misses,
  ];
  for (const miss of misses) {
    process.stdout.write(
      `\n${miss.text}\n  missing: ${miss.missing.join(', ')}\n  unexpected: ${miss.unexpected.join(', ')}\n`,
    );
  }
}
