// Mirrors whether a session is stored into a cookie the server reads (contracts' SIGNED_IN_COOKIE):
// a signed-in person's pages come without a visitor's markup, which the app would render over.
import { SIGNED_IN_COOKIE } from '@app/contracts/account/signedInCookie';
import { effect } from '@preact/signals-react';
import { sessionToken } from './sessionState.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function mirrorSessionInCookie(): void {
  effect(() => {
    const lifetime = sessionToken.value === null ? 0 : YEAR_SECONDS;
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is missing from Safari and Firefox.
    document.cookie = `${SIGNED_IN_COOKIE}=${lifetime ? '1' : ''}; path=/; max-age=${lifetime}; samesite=lax`;
  });
}
