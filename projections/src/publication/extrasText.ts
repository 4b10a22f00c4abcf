// The words a publication's extras contribute to its full text: option titles (a select stores the
// option's slug, a searcher types its title), free texts and tags, and the title of each yes-extra
// ('Cochera', 'Apto crédito'). Numbers add nothing: they are searched by range.
import type { ExtraType } from '@app/contracts';

export interface ExtraWords {
  slug: string;
  title: string;
  type: ExtraType;
  /** Option slug → title. */
  options: Record<string, string>;
}

function wordsOfValue(extra: ExtraWords, value: unknown): string[] {
  const optionTitle = (slug: unknown) => (typeof slug === 'string' ? (extra.options[slug] ?? slug) : '');
  switch (extra.type) {
    case 'select':
    case 'radio':
      return [optionTitle(value)];
    case 'checkbox':
      return Array.isArray(value) ? value.map(optionTitle) : [];
    case 'text':
      return typeof value === 'string' ? [value] : [];
    case 'tags':
      return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
    case 'boolean':
    case 'switch':
      return value === true ? [extra.title] : [];
    case 'number':
      return [];
    default: {
      const unexpected: never = extra.type;
      return unexpected;
    }
  }
}

export function extrasText(extras: Record<string, unknown>, vocabulary: ReadonlyMap<string, ExtraWords>): string {
  const words: string[] = [];
  for (const [slug, value] of Object.entries(extras)) {
    const extra = vocabulary.get(slug);
    if (extra) words.push(...wordsOfValue(extra, value));
  }
  return words.filter((word) => word.length > 0).join(' ');
}
