import { describe, expect, it } from 'vitest';
import {
  type NotificationPromptSituation,
  notificationPromptDecision,
  scheduleNotificationPrompt,
} from './notificationPromptSchedule.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const now = Date.UTC(2026, 10, 25, 12);
const base: NotificationPromptSituation = {
  permission: 'default',
  dismissedAt: null,
  now,
  dialogOpen: false,
  signedIn: true,
  swiping: false,
};

/** Timers driven by hand: `advance` runs what falls due, in order. */
function manualTimers() {
  let time = 0;
  const pending: { at: number; callback: () => void }[] = [];
  return {
    setTimeout(callback: () => void, ms: number) {
      pending.push({ at: time + ms, callback });
    },
    advance(ms: number) {
      const until = time + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        time = next.at;
        next.callback();
      }
      time = until;
    },
  };
}

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

  it('waits while a dialog is open or nobody is signed in to subscribe', () => {
    expect(notificationPromptDecision({ ...base, dialogOpen: true })).toBe('retry');
    expect(notificationPromptDecision({ ...base, signedIn: false })).toBe('retry');
  });

  it('waits while the person swipes, so it does not cover the decision buttons', () => {
    expect(notificationPromptDecision({ ...base, swiping: true })).toBe('retry');
  });
});

describe('the notification prompt schedule', () => {
  it('offers 5 s after start, and looks again every 60 s while a dialog is open', () => {
    const timers = manualTimers();
    let situation = { ...base, dialogOpen: true };
    let offered = 0;
    scheduleNotificationPrompt(
      () => situation,
      () => (offered += 1),
      timers,
    );
    timers.advance(5 * SECOND);
    expect(offered).toBe(0);
    situation = base;
    timers.advance(59 * SECOND);
    expect(offered).toBe(0);
    timers.advance(SECOND);
    expect(offered).toBe(1);
    timers.advance(10 * 60 * SECOND);
    expect(offered).toBe(1);
  });

  it('offers at 5 s when nothing is in the way', () => {
    const timers = manualTimers();
    let offered = 0;
    scheduleNotificationPrompt(
      () => base,
      () => (offered += 1),
      timers,
    );
    timers.advance(5 * SECOND - 1);
    expect(offered).toBe(0);
    timers.advance(1);
    expect(offered).toBe(1);
  });

  it('looks at once when asked (a first coincidence), and still offers only once', () => {
    const timers = manualTimers();
    let situation = { ...base, swiping: true };
    let offered = 0;
    const looks = scheduleNotificationPrompt(
      () => situation,
      () => (offered += 1),
      timers,
    );
    looks.lookNow();
    timers.advance(5 * SECOND);
    expect(offered).toBe(0);
    situation = base;
    timers.advance(10 * SECOND);
    looks.lookNow();
    expect(offered).toBe(1);
    timers.advance(10 * 60 * SECOND);
    looks.lookNow();
    expect(offered).toBe(1);
  });
});
