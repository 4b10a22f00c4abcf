// One personal field encrypted with its owner's key: AES-256-GCM, a fresh nonce each time, and a
// prefix that tells an encrypted value from a plain one written before encryption existed.
// Values are written as `pii:v2:{userId}:` + base64 (nonce, tag, ciphertext): they name the person
// whose key sealed them, since the event may name someone else or no one (a title names no one).
// `pii:v1:` values, written before free text was sealed, are opened with the key of the account
// the event names.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ACCOUNT_PREFIX = 'pii:v1:';
const AUTHOR_PREFIX = 'pii:v2:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith(ACCOUNT_PREFIX) || value.startsWith(AUTHOR_PREFIX));

export function encryptField(authorId: string, key: Buffer, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${AUTHOR_PREFIX}${authorId}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The author a `pii:v2:` value names; null for a `pii:v1:` value (its event names the account). */
export function sealedAuthor(sealed: string): string | null {
  if (!sealed.startsWith(AUTHOR_PREFIX)) return null;
  return sealed.slice(AUTHOR_PREFIX.length, sealed.indexOf(':', AUTHOR_PREFIX.length));
}

export function decryptField(key: Buffer, sealed: string): string {
  const start = sealed.startsWith(AUTHOR_PREFIX)
    ? sealed.indexOf(':', AUTHOR_PREFIX.length) + 1
    : ACCOUNT_PREFIX.length;
  const bytes = Buffer.from(sealed.slice(start), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
