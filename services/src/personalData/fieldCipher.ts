// One personal field encrypted with its owner's key: AES-256-GCM, a fresh nonce each time, and a
// prefix that tells an encrypted value from a plain one written before encryption existed.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'pii:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function encryptField(key: Buffer, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptField(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
