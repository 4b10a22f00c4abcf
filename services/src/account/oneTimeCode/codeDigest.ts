// Codes are six random digits; only an HMAC of them (keyed with the server secret, salted with the
// code's id) is stored, so the event log alone cannot be brute-forced back to a code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE } from '@app/contracts';
import type { CodeMatcher } from './oneTimeCode.ts';

export function generateCode(): string {
  return randomInt(0, 10 ** ONE_TIME_CODE.digits)
    .toString()
    .padStart(ONE_TIME_CODE.digits, '0');
}

export function codeDigest(secret: string, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${codeId}:${code}`).digest('hex');
}

export function codeMatcher(secret: string): CodeMatcher {
  return (codeId, code, digest) => {
    const expected = Buffer.from(digest, 'hex');
    const actual = Buffer.from(codeDigest(secret, codeId, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
}
