// A browser that keeps a session also keeps the cookie saying so (web/src/session/signedInCookie.ts),
// which the app set on an earlier visit: its first page already comes without a visitor's markup.
import { SIGNED_IN_COOKIE } from '@app/contracts/account/signedInCookie';
import type { BrowserContext } from 'playwright-core';

export function rememberSession(context: BrowserContext, baseUrl: string): Promise<void> {
  return context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseUrl }]);
}
