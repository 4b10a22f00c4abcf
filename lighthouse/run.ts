// `npm run lighthouse`: starts the platform on its own embedded database with the demo world and
// the built client, runs Lighthouse 12.2.3 (mobile preset, simulated throttling) with Debian's
// Chromium over the landing, the search builder, a shared search's swipe results and a storefront,
// prints each page's figures next to the targets, and exits 1 when one is missed.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '@app/services';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startMeasuredPlatform } from './platform.ts';
import { missedTargets, type PageFigures, TARGETS } from './targets.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = path.join(REPOSITORY_ROOT, '.data', 'lighthouse');
const log = (line: string) => process.stdout.write(`${line}\n`);

interface RequestItem {
  networkRequestTime?: number;
}

/** Requests of the load, and those started before the LCP was painted (observed, unthrottled). */
function requestCounts(result: Result): { requests: number; requestsBeforeLcp: number } {
  const items = ((result.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ??
    []) as RequestItem[];
  const metrics = (result.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const lcp = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const before = items.filter((item) => (item.networkRequestTime ?? Number.POSITIVE_INFINITY) < lcp);
  return { requests: items.length, requestsBeforeLcp: before.length };
}

const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

function figuresOf(name: string, result: Result): PageFigures {
  const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  return {
    name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
    transferKiB: Number((value('total-byte-weight') / 1024).toFixed(1)),
    ...requestCounts(result),
  };
}

function table(pages: PageFigures[]): string {
  const header = `${'page'.padEnd(16)} perf  a11y  best   LCP ms  TBT ms    CLS  transfer KiB  requests (before LCP)`;
  const target = `${'target'.padEnd(16)} ≥${TARGETS.performance}   ≥${TARGETS.accessibility}   ≥${TARGETS.bestPractices}   ≤${TARGETS.largestContentfulPaintMs}    ≤${TARGETS.totalBlockingTimeMs}  ≤${TARGETS.cumulativeLayoutShift}  ≤${TARGETS.landingTransferKiB} (landing)`;
  const rows = pages.map(
    (page) =>
      `${page.name.padEnd(16)} ${String(page.performance).padStart(4)}  ${String(page.accessibility).padStart(4)}  ${String(page.bestPractices).padStart(4)}  ${String(page.largestContentfulPaintMs).padStart(7)}  ${String(page.totalBlockingTimeMs).padStart(6)}  ${page.cumulativeLayoutShift.toFixed(3).padStart(5)}  ${page.transferKiB.toFixed(1).padStart(12)}  ${String(page.requests).padStart(8)} (${page.requestsBeforeLcp})`,
  );
  return [header, target, ...rows].join('\n');
}

/** Runs tried again when Lighthouse could not record the load (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

async function audit(url: string): Promise<{ lhr: Result; report: string }> {
  for (let attempt = 1; ; attempt += 1) {
    // A new browser per run: every page is measured as a first visit, with nothing cached.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const runner = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = runner.lhr.runtimeError;
      if (!failure || attempt === ATTEMPTS) return { lhr: runner.lhr, report: String(runner.report) };
      log(`  ${url}: ${failure.code}, measuring again`);
    } finally {
      chrome.kill();
    }
  }
}

async function measure(baseUrl: string, pages: { name: string; path: string }[]): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  await mkdir(REPORTS, { recursive: true });
  for (const page of pages) {
    const { lhr, report } = await audit(`${baseUrl}${page.path}`);
    await writeFile(path.join(REPORTS, `${page.name.replaceAll(' ', '-')}.json`), report);
    figures.push(figuresOf(page.name, lhr));
    log(`  measured ${page.name} (${page.path}), load average ${loadAverage()}`);
  }
  return figures;
}

const platform = await startMeasuredPlatform();
let failed = false;
try {
  log(`lighthouse: platform on ${platform.baseUrl}, Chromium ${CHROMIUM}, load average ${loadAverage()}`);
  const figures = await measure(platform.baseUrl, platform.pages);
  log(`\n${table(figures)}\n\nload average (1, 5, 15 min) at the end: ${loadAverage()}\n`);
  for (const page of figures) {
    const missed = missedTargets(page);
    if (missed.length > 0) failed = true;
    log(`${page.name}: ${missed.length === 0 ? 'every target met' : `MISSED ${missed.join(', ')}`}`);
  }
  log(`\nFull reports: ${REPORTS}`);
} finally {
  await platform.stop();
}
process.exit(failed ? 1 : 0);
