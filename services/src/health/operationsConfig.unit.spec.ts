import { totalmem } from 'node:os';
import { describe, expect, it } from 'vitest';
import { operationsConfig, operationsEnvironmentSchema } from './operationsConfig.ts';

const rssLimit = (environment: Record<string, string>) =>
  operationsConfig(operationsEnvironmentSchema.parse(environment)).pressure.maxRssBytes;

describe('the resident memory limit (MAX_RSS_BYTES)', () => {
  it('is on by default: 1.5 GiB, or three quarters of the memory available when that is less', () => {
    const available = process.constrainedMemory?.() || totalmem();
    expect(rssLimit({})).toBe(Math.min(1.5 * 1024 ** 3, Math.floor(available * 0.75)));
    expect(rssLimit({})).toBeGreaterThan(0);
  });

  it('follows the setting, 0 turning it off', () => {
    expect(rssLimit({ MAX_RSS_BYTES: '800000000' })).toBe(800_000_000);
    expect(rssLimit({ MAX_RSS_BYTES: '0' })).toBe(0);
  });
});
