/** Tags as typed, trimmed, without empty ones and without repeating one in other letter case. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLocaleLowerCase('es');
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}
