// The publication a form describes: either one JSON text part `data` (what the web client sends),
// or plain parts as an HTML form would send them ('' for no value, '1'/'0' for yes/no, lists as
// 'name[]', extras as a JSON text or as 'extras[slug]' parts). Checked with the contract's schema.
import { ERROR_MESSAGES, fieldErrors, type PublicationInput, publicationInputSchema } from '@app/contracts';
import { DomainError } from '../../commands/index.ts';
import type { TextParts } from '../../http/index.ts';
import { refuseUnsafeText } from '../../http/index.ts';

const NULLABLE_FIELDS = ['code', 'description', 'text', 'url', 'amount', 'amount_sale', 'address'];
const NUMBER_FIELDS = ['amount', 'amount_sale'];
const BOOLEAN_FIELDS = ['public', 'shareable'];
const JSON_FIELDS = ['address', 'extras'];
const EXTRA_PART = /^extras\[([^\]]+)\]$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toBoolean(text: string): unknown {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return text;
}

/** '' means no value for the fields that may have none (web forms send nulls that way). */
function withoutEmptyTexts(raw: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...raw };
  for (const field of NULLABLE_FIELDS) if (cleaned[field] === '') cleaned[field] = null;
  return cleaned;
}

function plainFields(text: TextParts): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text)) {
    const extra = name.match(EXTRA_PART)?.[1];
    if (extra !== undefined) extras[extra] = value;
    else if (typeof value !== 'string' || value === '') raw[name] = value;
    else if (NUMBER_FIELDS.includes(name)) raw[name] = Number.isNaN(Number(value)) ? value : Number(value);
    else if (BOOLEAN_FIELDS.includes(name)) raw[name] = toBoolean(value);
    else if (JSON_FIELDS.includes(name)) raw[name] = parseJson(value);
    else raw[name] = value;
  }
  if (Object.keys(extras).length > 0) raw.extras = { ...(raw.extras as object | undefined), ...extras };
  return raw;
}

function rawInput(text: TextParts): Record<string, unknown> {
  const data = text.data;
  if (data === undefined) return plainFields(text);
  const parsed = typeof data === 'string' ? parseJson(data) : null;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DomainError('validation', ERROR_MESSAGES.malformedBody, { data: [ERROR_MESSAGES.malformedBody] });
  }
  return parsed as Record<string, unknown>;
}

export function parsePublicationInput(text: TextParts): PublicationInput {
  const raw = rawInput(text);
  // The JSON part's escapes (\u0000, a lone \ud800) become characters only once parsed.
  refuseUnsafeText(raw);
  const parsed = publicationInputSchema.safeParse(withoutEmptyTexts(raw));
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new DomainError('validation', Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES.generic, errors);
}
