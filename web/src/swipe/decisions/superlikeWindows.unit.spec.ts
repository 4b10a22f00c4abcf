import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuperlikeWindows } from './superlikeWindows.ts';

describe("a superlike's cancel window", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes by itself after 7 s', () => {
    const closed = vi.fn();
    const windows = createSuperlikeWindows();
    windows.open('p1', closed);
    vi.advanceTimersByTime(6_999);
    expect(closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledOnce();
    expect(windows.close('p1')).toBe(false);
  });

  it('lets Cancelar take it back only while open', () => {
    const closed = vi.fn();
    const windows = createSuperlikeWindows();
    windows.open('p1', closed);
    expect(windows.close('p1')).toBe(true);
    expect(windows.close('p1')).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(closed).not.toHaveBeenCalled();
  });

  it('ends every window when the screen closes', () => {
    const closed = vi.fn();
    const windows = createSuperlikeWindows();
    windows.open('p1', closed);
    windows.open('p2', closed);
    windows.closeAll();
    vi.advanceTimersByTime(10_000);
    expect(closed).not.toHaveBeenCalled();
    expect(windows.close('p2')).toBe(false);
  });
});
