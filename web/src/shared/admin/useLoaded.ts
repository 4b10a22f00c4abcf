// A form's record: loaded by id when editing (null when creating); a failed load goes home.
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { goHome } from '../../routing/navigation.ts';

/** undefined while loading, null when creating. */
export function useLoaded<Row>(load: (id: string) => Promise<Row>): Row | null | undefined {
  const { id } = useParams<{ id?: string }>();
  const [row, setRow] = useState<Row | null | undefined>(id ? undefined : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen's load call is fixed; the id decides.
  useEffect(() => {
    if (id) load(id).then(setRow, () => goHome({ replace: true }));
  }, [id]);
  return row;
}
