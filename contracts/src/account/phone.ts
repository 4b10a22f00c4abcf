// Phone numbers are stored in international format (E.164: '+', country code, subscriber number),
// so WhatsApp and phone links work from any country.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** E.164 allows at most 15 digits; fewer than 8 cannot hold a country code plus a real number. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 } as const;

/**
 * Normalises a phone typed by a person ('+54 9 11 1234-5678', '+54 (11) 1234.5678') to
 * '+5491112345678', or returns null when it is not an international number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^\+(\d+)$/.exec(compact);
  const digits = match?.[1];
  if (!digits || digits.startsWith('0')) return null;
  if (digits.length < INTERNATIONAL_DIGITS.min || digits.length > INTERNATIONAL_DIGITS.max) return null;
  return `+${digits}`;
}

/** An optional phone: empty means none (null); anything else must be international. */
export const phoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const phone = normalisePhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  });
