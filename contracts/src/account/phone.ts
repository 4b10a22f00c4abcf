// Phone numbers are stored in international format (E.164: '+', country code, subscriber number),
// so WhatsApp and phone links work from any country. Argentine numbers are accepted as people
// write them at home ('11 5555 1234', '011 15 5555-1234', '0351 15 555 1234', '+54 11 5555 1234')
// and stored as mobiles: +54 9, the area code without its 0, the number without its 15.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** E.164 allows at most 15 digits; fewer than 8 cannot hold a country code plus a real number. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 } as const;
const ARGENTINA = '54';
/** Area code and number together: always 10 digits in Argentina. */
const NATIONAL_DIGITS = 10;
/** The mobile prefix people dial after the area code at home ('11 15 5555 1234'). */
const LOCAL_MOBILE_PREFIX = '15';

/**
 * An Argentine number without its country code: '9' (mobile, international form), '0' (trunk
 * prefix) and the '15' after the area code removed, or null when it is not 10 digits that start
 * as an area code does (11, 2…, 3…).
 */
function argentineNationalNumber(digits: string): string | null {
  const national = digits.replace(/^9/, '').replace(/^0/, '');
  const withoutLocalPrefix =
    national.length === NATIONAL_DIGITS + LOCAL_MOBILE_PREFIX.length ? dropLocalMobilePrefix(national) : national;
  if (withoutLocalPrefix?.length !== NATIONAL_DIGITS) return null;
  return /^(11|[23])/.test(withoutLocalPrefix) ? withoutLocalPrefix : null;
}

/** Area codes have 2 (11), 3 (351) or 4 (2966) digits: the '15' comes right after one of them. */
function dropLocalMobilePrefix(national: string): string | null {
  const areaLengths = national.startsWith('11') ? [2] : [3, 4];
  for (const length of areaLengths) {
    if (national.slice(length, length + LOCAL_MOBILE_PREFIX.length) === LOCAL_MOBILE_PREFIX)
      return national.slice(0, length) + national.slice(length + LOCAL_MOBILE_PREFIX.length);
  }
  return null;
}

/** Any other country's number, written with its '+' (or '00'): kept as its digits. */
function internationalNumber(digits: string): string | null {
  if (digits.startsWith('0')) return null;
  if (digits.length < INTERNATIONAL_DIGITS.min || digits.length > INTERNATIONAL_DIGITS.max) return null;
  return `+${digits}`;
}

/**
 * The digits after Argentina's country code, all the digits when the number was written as at home,
 * or null for another country's number.
 */
function argentineDigits(digits: string, withCountryCode: boolean): string | null {
  // Without '+', a number that starts with 54 and is longer than a national one still says its country.
  const saysArgentina = digits.startsWith(ARGENTINA) && (withCountryCode || digits.length > NATIONAL_DIGITS + 1);
  if (saysArgentina) return digits.slice(ARGENTINA.length);
  return withCountryCode ? null : digits;
}

/**
 * Normalises a phone typed by a person to E.164 ('11 5555 1234' → '+5491155551234',
 * '+1 (415) 555-0100' → '+14155550100'), or returns null when it is not a phone number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  const digits = international ?? /^\d+$/.exec(compact)?.[0];
  if (!digits) return null;
  const argentine = argentineDigits(digits, international !== undefined);
  if (argentine === null) return internationalNumber(digits);
  const national = argentineNationalNumber(argentine);
  return national ? `+${ARGENTINA}9${national}` : null;
}

/** An optional phone: empty means none (null); anything else must be a phone number. */
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
