// How many publications the premium user's profile has, reloaded when a publication changes.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { countProfilePublications } from '../publication/publicationApi.ts';
import { publicationsVersion } from '../publication/publicationChanges.ts';

export function useProfileCount(enabled: boolean): number | null {
  useSignals();
  const [count, setCount] = useState<number | null>(null);
  const version = publicationsVersion.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means count again.
  useEffect(() => {
    if (!enabled) {
      setCount(null);
      return;
    }
    let current = true;
    countProfilePublications()
      .then((counted) => {
        if (current) setCount(counted);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled, version]);
  return count;
}
