// The microsite a microsite's host serves, as the server inlined it into the page (a <meta> holding
// its JSON, services/src/microsite/site/siteBranding.ts): read before the first paint, so the theme
// is the microsite's from the start and no platform colour flashes. null on the main platform.
import { siteMicrositeSchema } from '@app/contracts/microsite/microsite';
import type { z } from 'zod';

const shellMicrositeSchema = siteMicrositeSchema.omit({ default_user: true });
export type ShellMicrosite = z.infer<typeof shellMicrositeSchema>;

function readShellMicrosite(): ShellMicrosite | null {
  const content = globalThis.document?.querySelector('meta[name="microsite"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = shellMicrositeSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const shellMicrosite: ShellMicrosite | null = readShellMicrosite();
