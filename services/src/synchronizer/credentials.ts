// Scraping passwords at rest: AES-256-GCM under a key derived from the platform's secret, so the
// log and read models never hold a password in clear. Format: base64url `iv.tag.ciphertext`.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'synchronizer-credentials';

const keyFrom = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));

export function encryptCredential(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export function decryptCredential(secret: string, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('malformed credential');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
