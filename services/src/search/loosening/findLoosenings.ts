// The nearest loosenings of a filter set that finds nothing: every ladder is climbed at once, each
// from its mildest step until a step finds something, with the same count query and scope as the
// builder's count (one count is about 7 ms at 100,000 publications). Nearest kinds come first.
import {
  resultCountLabel,
  SEARCH_LOOSENINGS_MAX,
  type SearchDraft,
  type SearchLoosening,
  type SearchScope,
} from '@app/contracts';
import type { ReadModels } from '@app/projections';
import { DomainError } from '../../commands/index.ts';
import { loadCriteria } from '../criteria/loadCriteria.ts';
import { prepareCriteria } from '../criteria/prepareCriteria.ts';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { countResults } from '../query/searchQueries.ts';
import { itemLadders, priceLadder } from './filterLadders.ts';
import type { LooseningLadder } from './looseningStep.ts';
import { placeLadder } from './placeLadder.ts';

/** Ladders climbed per request at most: each costs one to three counts. */
const LADDERS_MAX = 8;

interface Counting {
  readModels: ReadModels;
  catalogue: SearchCatalogue;
  scope: SearchScope;
}

async function firstStepFinding(ladder: LooseningLadder, counting: Counting): Promise<SearchLoosening | null> {
  const { readModels, catalogue, scope } = counting;
  for (const step of ladder) {
    const criteria = prepareCriteria({ filters: step.filters, places: step.places, order: 'relevance' }, catalogue);
    if (criteria instanceof DomainError) continue;
    const { count, capped } = await countResults(readModels.db, { criteria, catalogue, scope });
    if (count > 0) return { ...step, count, capped, count_label: resultCountLabel(count, capped) };
  }
  return null;
}

/** Nothing when the filter set already finds something; a bad filter set is a 422 as for the count. */
export async function findLoosenings(
  readModels: ReadModels,
  draft: Pick<SearchDraft, 'filters' | 'places'>,
  scope: SearchScope,
): Promise<SearchLoosening[]> {
  const { criteria, catalogue } = await loadCriteria(readModels, { ...draft, order: 'relevance' });
  const { count } = await countResults(readModels.db, { criteria, catalogue, scope });
  if (count > 0) return [];
  const { filters, places } = draft;
  // Price, then nearby places, then the rest: the order the big portals suggest them in.
  const ladders = [
    priceLadder(filters, places),
    placeLadder(filters, places),
    ...itemLadders(filters, places, catalogue),
  ].filter((ladder) => ladder.length > 0);
  const counting = { readModels, catalogue, scope };
  const found = await Promise.all(ladders.slice(0, LADDERS_MAX).map((ladder) => firstStepFinding(ladder, counting)));
  return found.filter((loosening) => loosening !== null).slice(0, SEARCH_LOOSENINGS_MAX);
}
