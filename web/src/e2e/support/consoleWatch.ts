// What a page logs that a person never should cause: React's hydration mismatches (the server's
// markup differs from the client's first render) and unused preloads.
import type { Page } from 'playwright-core';

// The production build reports a mismatch as 'Minified React error #418' (or #419, #421–#425).
const UNWANTED =
  /hydrat|did not match|server rendered|React error #4(18|19|2[1-5])\b|preloaded using link preload but not used/i;

/** Starts listening; the returned function lists the unwanted messages logged so far. */
export function watchConsole(page: Page): () => string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return () => messages.filter((text) => UNWANTED.test(text));
}
