// The category list of the chosen type, reloaded when the type changes; answers for a type that
// is no longer chosen are ignored.
import { useCallback, useRef, useState } from 'react';
import { type CategoryItem, listTypeCategories } from './categoryApi.ts';
import { withCategory } from './categorySelection.ts';

export function useTypeCategories() {
  const [categories, setCategories] = useState<CategoryItem[]>([]);
  const [loading, setLoading] = useState(false);
  const latestType = useRef<string | null>(null);

  /** Loads the type's list; resolves with it, or null when another type was chosen meanwhile. */
  const load = useCallback(async (typeId: string | null): Promise<CategoryItem[] | null> => {
    latestType.current = typeId;
    setCategories([]);
    if (!typeId) return [];
    setLoading(true);
    try {
      const list = await listTypeCategories(typeId);
      if (latestType.current !== typeId) return null;
      setCategories(list);
      return list;
    } catch {
      return latestType.current === typeId ? [] : null;
    } finally {
      if (latestType.current === typeId) setLoading(false);
    }
  }, []);

  const add = useCallback((category: CategoryItem) => setCategories((list) => withCategory(list, category)), []);

  return { categories, loading, load, add };
}
