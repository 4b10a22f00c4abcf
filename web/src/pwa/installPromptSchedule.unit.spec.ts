import { describe, expect, it } from 'vitest';
import { installPromptDecision, scheduleInstallPrompt } from './installPromptSchedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const base = { installed: false, dismissedAt: null, now, dialogOpen: false, swiping: false };

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

  it('waits while a dialog is open or the person is swiping', () => {
    expect(installPromptDecision({ ...base, dialogOpen: true })).toBe('retry');
    expect(installPromptDecision({ ...base, swiping: true })).toBe('retry');
  });
});

describe('the install prompt schedule', () => {
  it('offers 60 s after start, and looks again every 5 s while a dialog is open', () => {
    const timers = manualTimers();
    let dialogOpen = true;
    let offers = 0;
    scheduleInstallPrompt(
      () => ({ ...base, dialogOpen }),
      () => (offers += 1),
      timers,
    );
    timers.advance(59_999);
    expect(offers).toBe(0);
    timers.advance(1 + 5_000 * 3);
    expect(offers).toBe(0);
    dialogOpen = false;
    timers.advance(4_999);
    expect(offers).toBe(0);
    timers.advance(1);
    expect(offers).toBe(1);
    timers.advance(60_000);
    expect(offers).toBe(1);
  });
});
