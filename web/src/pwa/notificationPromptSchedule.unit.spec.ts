import { describe, expect, it } from 'vitest';
import { notificationPromptDecision } from './notificationPromptSchedule.ts';

const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;
const now = Date.UTC(2026, 10, 25, 12);
const base = {
  permission: 'default' as const,
  dismissedAt: null,
  now,
  dialogOpen: false,
  signedIn: true,
};

describe('the notification prompt decision', () => {
  it('offers while the browser has not been asked', () => {
    expect(notificationPromptDecision(base)).toBe('offer');
  });

  it('never offers once the person allowed or blocked notifications, nor without push support', () => {
    for (const permission of ['granted', 'denied', 'unsupported'] as const)
      expect(notificationPromptDecision({ ...base, permission })).toBe('skip');
  });

  it('stays quiet for 10 days after a dismissal, and offers again after', () => {
    expect(notificationPromptDecision({ ...base, dismissedAt: now - 10 * DAY + SECOND })).toBe('skip');
    expect(notificationPromptDecision({ ...base, dismissedAt: now - 10 * DAY })).toBe('offer');
  });

  it('waits while a panel or the other prompt is open, or nobody is signed in to subscribe', () => {
    expect(notificationPromptDecision({ ...base, dialogOpen: true })).toBe('retry');
    expect(notificationPromptDecision({ ...base, signedIn: false })).toBe('retry');
  });
});
