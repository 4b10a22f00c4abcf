import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(REPOSITORY_ROOT, 'web', 'dist');

/** A development secret kept beside the embedded database, so sessions survive restarts. */
export function localJwtSecret(dataDirectory: string): string {
  const directory = path.resolve(REPOSITORY_ROOT, dataDirectory);
  const file = path.join(directory, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(directory, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
