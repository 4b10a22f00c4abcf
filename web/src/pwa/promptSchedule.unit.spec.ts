// The prompts' schedule (docs/decisions/pwa.md): nothing until a moment earns the prompt, then the
// SPEC's delay (notification 5 s, install 60 s), its retry while something is in the way
// (notification 60 s, install 5 s), and one offer at most.
import { describe, expect, it } from 'vitest';
import { type PromptDecision, schedulePrompt } from './promptSchedule.ts';

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

function scheduled(timings: { delay: number; retry: number }, decide: () => PromptDecision) {
  const timers = manualTimers();
  const offers = { count: 0 };
  const schedule = schedulePrompt(timings, decide, () => (offers.count += 1), timers);
  return { timers, offers, schedule };
}

const NOTIFICATION = { delay: 5_000, retry: 60_000 };
const INSTALL = { delay: 60_000, retry: 5_000 };

describe('a prompt schedule', () => {
  it('never offers while no moment has earned it, however long the visit', () => {
    const { timers, offers } = scheduled(NOTIFICATION, () => 'offer');
    timers.advance(60 * 60_000);
    expect(offers.count).toBe(0);
  });

  it('offers the notification prompt 5 s after the moment that earned it', () => {
    const { timers, offers, schedule } = scheduled(NOTIFICATION, () => 'offer');
    timers.advance(30_000);
    schedule.earn();
    timers.advance(4_999);
    expect(offers.count).toBe(0);
    timers.advance(1);
    expect(offers.count).toBe(1);
  });

  it("counts a visit's start, not the app's, for a device that earned the prompt before", () => {
    const { timers, offers, schedule } = scheduled(INSTALL, () => 'offer');
    // A reader's app starts 12 s into the visit: the install prompt still comes 60 s after it began.
    schedule.earn(12_000);
    timers.advance(47_999);
    expect(offers.count).toBe(0);
    timers.advance(1);
    expect(offers.count).toBe(1);
  });

  it('offers the install prompt 60 s after it, looking again every 5 s while a panel is open', () => {
    let decision: PromptDecision = 'retry';
    const { timers, offers, schedule } = scheduled(INSTALL, () => decision);
    schedule.earn();
    timers.advance(60_000 + 3 * 5_000);
    expect(offers.count).toBe(0);
    decision = 'offer';
    timers.advance(4_999);
    expect(offers.count).toBe(0);
    timers.advance(1);
    expect(offers.count).toBe(1);
  });

  it('offers once: later moments and retries do not ask again', () => {
    const { timers, offers, schedule } = scheduled(NOTIFICATION, () => 'offer');
    schedule.earn();
    schedule.earn();
    timers.advance(5_000);
    schedule.earn();
    timers.advance(60_000);
    expect(offers.count).toBe(1);
  });

  it('lets a later moment ask again after a look that skipped (a suppression that ran out)', () => {
    let decision: PromptDecision = 'skip';
    const { timers, offers, schedule } = scheduled(NOTIFICATION, () => decision);
    schedule.earn();
    timers.advance(5_000);
    decision = 'offer';
    timers.advance(60_000);
    expect(offers.count).toBe(0);
    schedule.earn();
    timers.advance(5_000);
    expect(offers.count).toBe(1);
  });

  it('looks at once when asked while retrying (someone signed in), never before the first look', () => {
    let decision: PromptDecision = 'retry';
    const { timers, offers, schedule } = scheduled(NOTIFICATION, () => decision);
    schedule.lookNow();
    schedule.earn();
    decision = 'offer';
    schedule.lookNow();
    expect(offers.count).toBe(0);
    decision = 'retry';
    timers.advance(5_000);
    decision = 'offer';
    schedule.lookNow();
    expect(offers.count).toBe(1);
    timers.advance(120_000);
    expect(offers.count).toBe(1);
  });
});
