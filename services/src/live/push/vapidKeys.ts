// The VAPID keys that sign this platform's pushes (RFC 8292). Set VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY (and VAPID_SUBJECT) in a deployment; otherwise a pair is generated on first
// start into the data folder (`.data/vapid.json`) and kept, so subscriptions survive restarts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may use to reach the sender. */
  subject: string;
}

const storedSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/** Reads the keys kept in `directory`, or generates and keeps a new pair. */
export function localVapidKeys(directory: string, subject: string): VapidKeys {
  const file = path.join(directory, 'vapid.json');
  if (existsSync(file)) {
    const stored = storedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return { ...stored.data, subject };
  }
  mkdirSync(directory, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
