// How much a piece of work makes this process grow: resident set size and V8 heap sampled every
// 20 ms from just before it starts, and the kernel's own peak RSS (which no sampling gap can miss)
// when that peak was reached during the work.
import { resourceUsage } from 'node:process';

export interface MemoryGrowth {
  rssAtStartMb: number;
  /** The highest RSS seen during the work, minus the RSS when it started. */
  rssGrowthMb: number;
  heapGrowthMb: number;
}

const MB = 1024 * 1024;
const SAMPLE_MS = 20;

export async function measureMemory<T>(work: () => Promise<T>): Promise<{ value: T; memory: MemoryGrowth }> {
  const start = process.memoryUsage();
  const kernelPeakBefore = resourceUsage().maxRSS;
  const peak = { rss: start.rss, heap: start.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const value = await work();
    sample();
    // maxRSS is the process's lifetime peak (in KiB): it counts only when the work raised it.
    const kernelPeak = resourceUsage().maxRSS;
    if (kernelPeak > kernelPeakBefore) peak.rss = Math.max(peak.rss, kernelPeak * 1024);
    const memory = {
      rssAtStartMb: start.rss / MB,
      rssGrowthMb: (peak.rss - start.rss) / MB,
      heapGrowthMb: (peak.heap - start.heapUsed) / MB,
    };
    return { value, memory };
  } finally {
    clearInterval(timer);
  }
}
