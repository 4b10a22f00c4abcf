// What every measured page must reach (issue 19): Lighthouse 12 mobile preset, simulated throttling.
export const TARGETS = {
  performance: 90,
  accessibility: 95,
  bestPractices: 95,
  largestContentfulPaintMs: 2_500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.05,
  /** The landing's first visit: HTML, JS, CSS and the configuration, as transferred. */
  landingTransferKiB: 150,
} as const;

export interface PageFigures {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferKiB: number;
  /** Every request of the load. */
  requests: number;
  /** Requests started before the largest contentful paint (as observed, before throttling). */
  requestsBeforeLcp: number;
}

/** The targets a page misses, in words; empty when it meets them all. */
export function missedTargets(page: PageFigures): string[] {
  const missed: string[] = [];
  if (page.performance < TARGETS.performance) missed.push(`performance ${page.performance} < ${TARGETS.performance}`);
  if (page.accessibility < TARGETS.accessibility)
    missed.push(`accessibility ${page.accessibility} < ${TARGETS.accessibility}`);
  if (page.bestPractices < TARGETS.bestPractices)
    missed.push(`best practices ${page.bestPractices} < ${TARGETS.bestPractices}`);
  if (page.largestContentfulPaintMs > TARGETS.largestContentfulPaintMs)
    missed.push(`LCP ${page.largestContentfulPaintMs} ms`);
  if (page.totalBlockingTimeMs > TARGETS.totalBlockingTimeMs) missed.push(`TBT ${page.totalBlockingTimeMs} ms`);
  if (page.cumulativeLayoutShift > TARGETS.cumulativeLayoutShift) missed.push(`CLS ${page.cumulativeLayoutShift}`);
  if (page.name === 'landing' && page.transferKiB > TARGETS.landingTransferKiB)
    missed.push(`transfer ${page.transferKiB} KiB`);
  return missed;
}
