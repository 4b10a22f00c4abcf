import type { SearchFilter } from './filter.ts';

/** One filter names the search after it; several give a phrase with their number (SPEC.md section 4). */
export function suggestedSearchTitle(filters: readonly Pick<SearchFilter, 'title'>[]): string {
  if (filters.length === 1) return filters[0]?.title ?? '';
  return `Búsqueda con ${filters.length} filtros`;
}
