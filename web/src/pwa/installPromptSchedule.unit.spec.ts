import { describe, expect, it } from 'vitest';
import { installPromptDecision } from './installPromptSchedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const base = { installed: false, dismissedAt: null, now, dialogOpen: false };

describe('the install prompt decision', () => {
  it('offers to a person who has not installed the app nor dismissed the prompt', () => {
    expect(installPromptDecision(base)).toBe('offer');
  });

  it('never offers inside the installed app', () => {
    expect(installPromptDecision({ ...base, installed: true })).toBe('skip');
  });

  it('stays quiet for 10 days after a dismissal, and offers again after', () => {
    expect(installPromptDecision({ ...base, dismissedAt: now - 10 * DAY + 1 })).toBe('skip');
    expect(installPromptDecision({ ...base, dismissedAt: now - 10 * DAY })).toBe('offer');
  });

  it('waits while a panel or the other prompt is open', () => {
    expect(installPromptDecision({ ...base, dialogOpen: true })).toBe('retry');
  });
});
