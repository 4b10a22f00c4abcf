// The one rule every text a request carries obeys, whatever the route: no NUL character (PostgreSQL
// refuses it in text and jsonb), no lone UTF-16 surrogate (it cannot be encoded as UTF-8), and no
// text longer than REQUEST_TEXT_MAX. The server applies it to every query, path parameter, body and
// multipart field before a route sees them; the schemas' own maxima are tighter per field.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** The longest text any field accepts (a publication's description, the longest, is 5,000). */
export const REQUEST_TEXT_MAX = 10_000;

export const TEXT_MESSAGES = {
  /** Not worded by SPEC.md: a text carries a NUL character or half of a surrogate pair. */
  unsafeCharacters: 'El texto contiene caracteres no permitidos.',
} as const;

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(value: string): boolean {
  return value.includes(NUL) || LONE_SURROGATE.test(value);
}

/** The Spanish message for a text the rule refuses, or null when it passes. */
export function textRuleMessage(value: string, maxLength = REQUEST_TEXT_MAX): string | null {
  if (hasUnsafeCharacters(value)) return TEXT_MESSAGES.unsafeCharacters;
  if (value.length > maxLength) return VALIDATION_MESSAGES.maxLength(maxLength);
  return null;
}

export interface TextRuleViolation {
  /** Dotted path of the offending value ('_' for the input itself). */
  field: string;
  message: string;
}

interface PendingValue {
  value: unknown;
  key: string | null;
  parent: PendingValue | null;
}

function fieldOf(node: PendingValue | null): string {
  const keys: string[] = [];
  for (let current = node; current?.key != null; current = current.parent) keys.unshift(current.key);
  return keys.length > 0 ? keys.join('.') : '_';
}

/**
 * The first text in `input` (values and object keys, at any depth) the rule refuses. Walks with a
 * stack of its own and paths linked to their parents, so a deeply nested body costs neither the
 * call stack nor a copy of its path per level.
 */
export function findTextRuleViolation(input: unknown, maxLength = REQUEST_TEXT_MAX): TextRuleViolation | null {
  const pending: PendingValue[] = [{ value: input, key: null, parent: null }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      const message = textRuleMessage(value, maxLength);
      if (message) return { field: fieldOf(node), message };
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const keyMessage = textRuleMessage(key, maxLength);
        if (keyMessage) return { field: fieldOf(node), message: keyMessage };
        pending.push({ value: item, key, parent: node });
      }
    }
  }
  return null;
}

/** A text field of at most `max` characters that obeys the rule: the helper every stored text uses. */
export function boundedText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasUnsafeCharacters(value), { error: TEXT_MESSAGES.unsafeCharacters });
}
