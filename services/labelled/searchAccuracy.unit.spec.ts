import { describe, expect, it } from 'vitest';
import { evaluateSearches } from './searchEvaluation.ts';
import { HELD_OUT_SEARCHES } from './searches/heldOutSearches.ts';
import { LABELLED_SEARCHES } from './searches/labelledSearches.ts';

describe('accuracy', () => {
  it('labels the operation of every property search: quick search always reads one', () => {
    const unlabelled = [...LABELLED_SEARCHES, ...HELD_OUT_SEARCHES].filter(
      (search) => search.expected.type === 'inmuebles' && !search.expected.operation,
    );
    expect(unlabelled.map((search) => search.text)).toEqual([]);
  });

  it('reaches field-level F1 0.9 on the labelled texts', () => {
    expect(LABELLED_SEARCHES.length).toBeGreaterThanOrEqual(60);
    const score = evaluateSearches(LABELLED_SEARCHES);
    expect(score.f1).toBeGreaterThanOrEqual(0.9);
  });

  it('stays above 0.8 on the held-out texts it was never tuned on', () => {
    expect(HELD_OUT_SEARCHES.length).toBeGreaterThanOrEqual(15);
    expect(evaluateSearches(HELD_OUT_SEARCHES).f1).toBeGreaterThanOrEqual(0.8);
  });
});
