import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingSuperlikes } from './pendingSuperlikes.ts';

describe('a superlike waiting for its notice to end', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is sent after 7 s', () => {
    const send = vi.fn();
    createPendingSuperlikes().start('p1', send);
    vi.advanceTimersByTime(6_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();
  });

  it('is never sent once cancelled', () => {
    const send = vi.fn();
    const pending = createPendingSuperlikes();
    pending.start('p1', send);
    expect(pending.cancel('p1')).toBe(true);
    expect(pending.cancel('p1')).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('is sent at once when the screen closes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const pending = createPendingSuperlikes();
    pending.start('p1', first);
    pending.start('p2', second);
    pending.sendAllNow();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(first).toHaveBeenCalledOnce();
  });
});
