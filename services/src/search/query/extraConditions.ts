// One extra's condition on the publications read model (alias `p`), by the extra's kind. Option,
// yes/no and checkbox conditions are jsonb containment (the GIN index on extras answers them);
// numbers are jsonpath comparisons (a value of another kind simply does not match); text and tags
// match words of the publication's full text, which holds its text extras and tags.
import type { NumberRange, SearchExtraValue } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { CatalogueExtra } from '../criteria/searchCatalogue.ts';

type Condition = RawBuilder<boolean>;

const contains = (slug: string, value: unknown): Condition =>
  sql<boolean>`p.extras @> ${JSON.stringify({ [slug]: value })}::jsonb`;

export const wordsMatch = (words: string): Condition =>
  sql<boolean>`p.search_text @@ plainto_tsquery('es_unaccent', ${words})`;

export const anyOf = (conditions: readonly Condition[]): Condition =>
  conditions.length === 1 ? conditions[0]! : sql<boolean>`(${sql.join(conditions, sql` OR `)})`;
export const allOf = (conditions: readonly Condition[]): Condition =>
  conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` AND `)})`;

/**
 * A bare number is 'at least that much' (the builder's chips 1+, 2+; quick search reads "3 ambientes"
 * the same way, docs/decisions/number-chips.md); a range bounds both ways.
 */
export function asRange(value: number | NumberRange): NumberRange {
  return typeof value === 'number' ? { min: value, max: null } : value;
}

/**
 * Numbers are compared by jsonpath. An exact number ('solo 2 ambientes') is an equality
 * the filters index answers; a range is its function (silent, as the operator is), since the index
 * cannot compare and, as an index condition, would make the planner read all of it or pass it by.
 */
function numberCondition(slug: string, range: NumberRange): Condition {
  const tests = [
    ...(range.min !== null ? [`@ >= ${Number(range.min)}`] : []),
    ...(range.max !== null ? [`@ <= ${Number(range.max)}`] : []),
  ];
  if (tests.length === 0) return sql<boolean>`p.extras ? ${slug}`;
  // Slugs are [a-z0-9_] (checked at the edge) and bounds are numbers: the paths are safe to compose.
  if (range.min === range.max) return sql<boolean>`p.extras @? ${`$.${slug} ? (@ == ${Number(range.min)})`}::jsonpath`;
  return sql<boolean>`jsonb_path_exists(p.extras, ${`$.${slug} ? (${tests.join(' && ')})`}::jsonpath, '{}', true)`;
}

const words = (value: SearchExtraValue): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

export function extraCondition(extra: CatalogueExtra, value: SearchExtraValue): Condition {
  const { slug } = extra;
  switch (extra.config.type) {
    case 'number':
      return typeof value === 'number' || (typeof value === 'object' && !Array.isArray(value))
        ? numberCondition(slug, asRange(value))
        : sql<boolean>`false`;
    case 'select':
    case 'radio':
      return anyOf(words(value).map((option) => contains(slug, option)));
    case 'checkbox':
      return contains(slug, words(value));
    case 'boolean':
    case 'switch':
      return value === true ? contains(slug, true) : sql<boolean>`NOT ${contains(slug, true)}`;
    case 'text':
      return allOf(words(value).map(wordsMatch));
    case 'tags':
      return allOf(words(value).map(wordsMatch));
    default: {
      const unexpected: never = extra.config.type;
      return unexpected;
    }
  }
}
