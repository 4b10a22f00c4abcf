import { describe, expect, it } from 'vitest';
import { type HoldEvent, type HoldOutcome, type HoldState, holdProgress, idleHold, nextHold } from './likeHold.ts';

function press(events: HoldEvent[], superlikeAllowed = true) {
  let state: HoldState = idleHold;
  const outcomes: HoldOutcome[] = [];
  for (const event of events) {
    const next = nextHold(state, event, superlikeAllowed);
    state = next.state;
    if (next.outcome) outcomes.push(next.outcome);
  }
  return { state, outcomes };
}

describe('holding the like button', () => {
  it('likes on a short press', () => {
    expect(
      press([
        { type: 'press', at: 0 },
        { type: 'release', at: 200 },
      ]).outcomes,
    ).toEqual(['like']);
  });

  it('is held from 500 ms, and releasing then is still a like', () => {
    const held = press([
      { type: 'press', at: 0 },
      { type: 'tick', at: 499 },
    ]);
    expect(held.state.phase).toBe('pressed');
    const later = press([
      { type: 'press', at: 0 },
      { type: 'tick', at: 500 },
    ]);
    expect(later.state.phase).toBe('held');
    expect(
      press([
        { type: 'press', at: 0 },
        { type: 'tick', at: 900 },
        { type: 'release', at: 1_000 },
      ]).outcomes,
    ).toEqual(['like']);
  });

  it('superlikes once at 1,500 ms, before the finger lifts', () => {
    const result = press([
      { type: 'press', at: 0 },
      { type: 'tick', at: 1_499 },
      { type: 'tick', at: 1_500 },
      { type: 'tick', at: 1_600 },
      { type: 'release', at: 2_000 },
    ]);
    expect(result.outcomes).toEqual(['superlike']);
    expect(result.state).toEqual(idleHold);
  });

  it('superlikes on a late release even when no tick arrived', () => {
    expect(
      press([
        { type: 'press', at: 0 },
        { type: 'release', at: 1_700 },
      ]).outcomes,
    ).toEqual(['superlike']);
  });

  it('only likes when the search does not offer superlikes', () => {
    expect(
      press(
        [
          { type: 'press', at: 0 },
          { type: 'tick', at: 2_000 },
          { type: 'release', at: 2_100 },
        ],
        false,
      ).outcomes,
    ).toEqual(['like']);
  });

  it('decides nothing when the press is cancelled', () => {
    expect(press([{ type: 'press', at: 0 }, { type: 'tick', at: 800 }, { type: 'cancel' }]).outcomes).toEqual([]);
  });

  it('shows progress towards the superlike', () => {
    expect(holdProgress(idleHold, 100)).toBe(0);
    expect(holdProgress({ phase: 'held', pressedAt: 0 }, 750)).toBe(0.5);
    expect(holdProgress({ phase: 'held', pressedAt: 0 }, 9_000)).toBe(1);
  });
});
