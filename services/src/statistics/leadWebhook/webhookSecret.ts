// A seller's signing secret is derived from the server's key and a salt the log keeps, so the
// secret itself is never stored: a new salt (saving the webhook anew after removing it) makes a
// new secret.
import { createHmac, randomBytes } from 'node:crypto';

export const newSecretSalt = () => randomBytes(16).toString('hex');

export function leadWebhookSecret(serverKey: string, userId: string, salt: string): string {
  return `whsec_${createHmac('sha256', serverKey).update(`lead-webhook:${userId}:${salt}`).digest('base64url')}`;
}
