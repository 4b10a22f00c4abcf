// Screens that list searches (landing strip, menu, history, account list) reload when one is
// created, changed or deleted anywhere in the app.
import { signal } from '@preact/signals-react';

export const searchesVersion = signal(0);

export function searchesChanged(): void {
  searchesVersion.value += 1;
}
