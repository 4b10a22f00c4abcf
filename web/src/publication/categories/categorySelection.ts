// Categories when the type changes (SPEC.md section 2): the selection is cleared while the new
// type's list loads, then the chosen categories that still apply are restored.
export function keepApplicableCategories(selected: readonly string[], available: readonly { id: string }[]): string[] {
  const ids = new Set(available.map((category) => category.id));
  return selected.filter((id) => ids.has(id));
}

/** Adds a category to a list once (by id), keeping the list's order. */
export function withCategory<Category extends { id: string }>(
  list: readonly Category[],
  category: Category,
): Category[] {
  return list.some((candidate) => candidate.id === category.id) ? [...list] : [...list, category];
}

/** Case- and accent-insensitive match of a typed name with an existing category. */
export function sameCategoryName(first: string, second: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLocaleLowerCase('es');
  return fold(first) === fold(second);
}
