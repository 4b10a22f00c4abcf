// The live result count of the main button: POST /search/count one second after the draft stops
// changing (SPEC.md section 9); unknown without a draft, while waiting, or when the call fails.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { countResults, type SearchDraftInput } from '../api/searchApi.ts';
import { type ResultCount, UNKNOWN_COUNT } from './resultCount.ts';

export function useResultCount(draft: SearchDraftInput | null): { count: ResultCount; counting: boolean } {
  const key = draft ? JSON.stringify(draft) : null;
  const [debouncedKey] = useDebouncedValue(key, DEBOUNCE_MS.resultCount);
  const [answer, setAnswer] = useState<{ key: string; count: ResultCount } | null>(null);

  useEffect(() => {
    if (debouncedKey === null) return;
    let current = true;
    countResults(JSON.parse(debouncedKey) as SearchDraftInput)
      .then(({ count, capped }) => {
        if (current) setAnswer({ key: debouncedKey, count: { kind: 'known', count, capped } });
      })
      .catch(() => {
        if (current) setAnswer({ key: debouncedKey, count: UNKNOWN_COUNT });
      });
    return () => {
      current = false;
    };
  }, [debouncedKey]);

  const fresh = key !== null && answer?.key === key;
  return { count: fresh ? answer.count : UNKNOWN_COUNT, counting: key !== null && !fresh };
}
