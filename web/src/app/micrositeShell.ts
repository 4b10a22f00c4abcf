// The microsite a microsite's host serves, as the server inlined it into the page (a <meta> holding
// its JSON, services/src/http/siteBranding.ts): read before the app mounts (main.tsx
// waits for it), so the theme is the microsite's from the start and no platform colour flashes.
// null on the main platform. Its schema (with zod) is downloaded only on a microsite's host.
import type { siteMicrositeSchema } from '@app/contracts/microsite/microsite';
import { signal } from '@preact/signals-react';
import type { z } from 'zod';

export type ShellMicrosite = Omit<z.output<typeof siteMicrositeSchema>, 'default_user'>;

export const shellMicrosite = signal<ShellMicrosite | null>(null);

async function readShellMicrosite(): Promise<ShellMicrosite | null> {
  const content = globalThis.document?.querySelector('meta[name="microsite"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const shown = JSON.parse(content) as unknown;
    const { siteMicrositeSchema: schema } = await import('@app/contracts/microsite/microsite');
    const parsed = schema.omit({ default_user: true }).safeParse(shown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Settles once the page's microsite, if any, is read. */
export const shellMicrositeRead: Promise<void> = readShellMicrosite().then((microsite) => {
  shellMicrosite.value = microsite;
});
