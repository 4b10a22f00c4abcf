// Values for the OpenAPI fuzz: a plausible value for a JSON schema (so a request reaches past the
// fields it does not break), and the hostile values tried in its place.
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
}

/** A small seeded generator, so a failure names a run that repeats exactly. */
export class SeededRandom {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Up to `count` of `items`, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const shuffled = [...items];
    for (let index = shuffled.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
    }
    return shuffled.slice(0, count);
  }
}

const ONE_MEGABYTE_TEXT = 'x'.repeat(1_000_000);

/** Texts no field should store as sent, or at all. */
export const HOSTILE_TEXTS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'lone \ud800 high',
  'lone \udc00 low',
  ONE_MEGABYTE_TEXT,
  'x'.repeat(10_001),
  'ñandú 🦊 \u202e al revés \u200b',
  '',
  '   ',
  "'; drop table events; --",
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '1e309',
  '-1',
  '00000000-0000-0000-0000-000000000000',
];

/** Values of the wrong type for almost any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: ['\u0000'] } },
];

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function sampleText(schema: JsonSchema, knownIds: readonly string[], random: SeededRandom): string {
  if (schema.format === 'uuid') return random.pick(knownIds);
  if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a';
  const length = Math.max(schema.minLength ?? 0, Math.min(8, schema.maxLength ?? 8));
  return 'Texto de prueba'.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** A value the schema is likely to accept; `knownIds` fill uuid fields so lookups can succeed. */
export function sampleOf(schema: JsonSchema, knownIds: readonly string[], random: SeededRandom, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return sampleOf(alternatives[0] as JsonSchema, knownIds, random, depth);
  if (schema.allOf && schema.allOf.length > 0) return sampleOf(schema.allOf[0] as JsonSchema, knownIds, random, depth);
  switch (firstType(schema)) {
    case 'string':
      return sampleText(schema, knownIds, random);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, knownIds, random, depth + 1));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sampleOf(property, knownIds, random, depth + 1),
        ]),
      );
    default:
      return schema.default ?? 'valor';
  }
}

/** Dotted paths to every property of an object schema (nested objects and first array items included). */
export function propertyPaths(schema: JsonSchema, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 4) return [];
  if (firstType(schema) === 'array' && schema.items) return propertyPaths(schema.items, [...prefix, 0], depth + 1);
  const paths: (string | number)[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, key]);
    paths.push(...propertyPaths(property, [...prefix, key], depth + 1));
  }
  return paths;
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the value at `path` replaced (or removed). */
export function replacedAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    Array.isArray(value) ? [...value] : typeof value === 'object' && value !== null ? { ...value } : {}
  ) as Record<string | number, unknown>;
  const next = replacedAt(container[head], rest, replacement);
  if (next === REMOVE) delete container[head];
  else container[head] = next;
  return container;
}

export const removed = REMOVE;
