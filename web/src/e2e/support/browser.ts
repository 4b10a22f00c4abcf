// Debian's Chromium driven by playwright-core: never a downloaded browser build.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.info(`${CHROMIUM_PATH} is missing (apt-get install chromium): browser tests are skipped.`);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A page in a fresh context (no storage shared with other tests), in Argentine Spanish. */
export async function freshPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-AR',
    baseURL: baseUrl,
    viewport: { width: 412, height: 860 },
  });
  return context.newPage();
}
