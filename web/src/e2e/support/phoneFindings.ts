// What a phone-sized screen must not show: sideways scrolling or cut button labels, and serious or
// critical axe violations. Each finding is one line naming what and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * What reaches past the viewport's right edge: the document's own sideways scroll, every visible
 * element sticking out that no sideways-scrolling or clipping box holds, and every button whose
 * label is cut short ('Busc') (runs in the page).
 */
const OVERFLOW_PROBE = `(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const extra = document.documentElement.scrollWidth - width;
  if (extra > 0) found.push('document +' + extra + ' px');
  const held = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1 || held(element)) continue;
    const label = (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 30);
    found.push(label + ' ends at ' + Math.round(rect.right) + ' px');
    if (found.length > 3) break;
  }
  for (const label of document.body.querySelectorAll('.mantine-Button-label')) {
    if (label.scrollWidth <= label.clientWidth + 1 || label.closest('[aria-hidden="true"]')) continue;
    found.push('"' + label.textContent.trim() + '" clipped to ' + label.clientWidth + ' of ' + label.scrollWidth + ' px');
  }
  return found;
})()`;

export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(OVERFLOW_PROBE) as Promise<string[]>;
}

/** The layers a panel, dialog or menu opens over its screen. */
export const OPEN_LAYERS = '[role="dialog"], [role="menu"]';

/**
 * One line per serious or critical violation on the page, or only within what `within` selects
 * when something matches it: rule, impact and the first offenders.
 */
export async function blockingViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  const scoped = within !== undefined && (await page.locator(within).count()) > 0;
  const axe = new AxeBuilder({ page });
  const { violations } = await (scoped ? axe.include(within) : axe).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const offenders = violation.nodes.slice(0, 3).map((node) => `${node.html.slice(0, 120)} ${node.failureSummary}`);
      return `${violation.id} (${violation.impact}): ${offenders.join(' | ')}`;
    });
}

/**
 * The page has loaded what it asks for and its transitions have ended (Mantine's last 200–300 ms),
 * so what is measured is what a person sees once it stops moving.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(finiteAnimationsEnded, undefined, { timeout: 10_000 });
}

/** Endless animations (a spinner, a pulsing badge) are part of the page, not a transition (runs in the page). */
function finiteAnimationsEnded(): boolean {
  const { document } = globalThis as unknown as {
    document: { getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[] };
  };
  return document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
}
