// Screens that show publications (list, guide, storefront) reload when one is created, changed or
// deleted anywhere in the app.
import { signal } from '@preact/signals-react';

export const publicationsVersion = signal(0);

export function publicationsChanged(): void {
  publicationsVersion.value += 1;
}
