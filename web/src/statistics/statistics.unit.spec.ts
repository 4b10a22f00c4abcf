import { describe, expect, it } from 'vitest';
import { defaultPreset, presetRange, presetsWithin } from './dateRange.ts';
import { successColour } from './successRate.ts';
import { timeAgo } from './timeAgo.ts';

// 2026-03-01 01:30 UTC is still 28 February in Buenos Aires.
const lateFebruaryNight = new Date('2026-03-01T01:30:00Z');

describe('date range presets', () => {
  it('names Argentine days, not UTC ones', () => {
    expect(presetRange('today', lateFebruaryNight)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('this-month', lateFebruaryNight)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', lateFebruaryNight)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('last-7', lateFebruaryNight)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });

  it('offers only presets within the maximum, defaulting to the configured days', () => {
    expect(presetsWithin(30, lateFebruaryNight).map((preset) => preset.value)).not.toContain('last-90');
    expect(defaultPreset(30, 90, lateFebruaryNight)).toBe('last-30');
    expect(defaultPreset(45, 30, lateFebruaryNight)).toBe('last-30');
  });
});

describe('success rate colour', () => {
  it('has four reachable bands', () => {
    expect([100, 80, 79.9, 50, 49, 0.1, 0].map(successColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'gray',
      'gray',
      'red',
    ]);
  });
});

describe('time ago', () => {
  it('speaks Spanish', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(timeAgo('2026-03-01T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(timeAgo('2026-02-27T12:00:00Z', now)).toBe('hace 2 días');
  });
});
