// @vitest-environment happy-dom
// The decision buttons as a person uses them (SPEC.md section 4, "Like hold"): a tap on the heart
// likes, holding it 500 ms shows the hold and still likes when let go, holding 1,500 ms sends the
// superlike without waiting for the finger to lift; reject discards; on the final slide nothing decides.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BottomBar } from './BottomBar.tsx';

const LIKE_WITH_HOLD = 'Me gusta (mantené para superlike)';

let decided: string[] = [];

beforeEach(() => {
  decided = [];
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBar({ superlikeAllowed = true, decisionsDisabled = false } = {}) {
  render(
    <MantineProvider>
      <BottomBar
        decisionsDisabled={decisionsDisabled}
        undoDisabled={false}
        superlikeAllowed={superlikeAllowed}
        onReject={() => decided.push('reject')}
        onUndo={() => decided.push('undo')}
        onMap={() => decided.push('map')}
        onLike={() => decided.push('like')}
        onSuperlike={() => decided.push('superlike')}
        options={null}
      />
    </MantineProvider>,
  );
}

function holdLike(label: string, ms: number) {
  const button = screen.getByRole('button', { name: label });
  act(() => {
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
  });
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  return button;
}

function release(button: HTMLElement) {
  act(() => {
    fireEvent.pointerUp(button, { button: 0, pointerId: 1 });
  });
}

it('likes on a short press and shows no hold', () => {
  renderBar();
  const like = holdLike(LIKE_WITH_HOLD, 200);
  expect(like.getAttribute('data-hold')).toBe('pressed');
  release(like);
  expect(decided).toEqual(['like']);
  expect(like.getAttribute('data-hold')).toBe('idle');
});

it('shows the hold from 500 ms and still likes when let go before 1,500 ms', () => {
  renderBar();
  const like = holdLike(LIKE_WITH_HOLD, 450);
  expect(like.getAttribute('data-hold')).toBe('pressed');
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(like.getAttribute('data-hold')).toBe('held');
  act(() => {
    vi.advanceTimersByTime(800);
  });
  expect(decided).toEqual([]);
  release(like);
  expect(decided).toEqual(['like']);
});

it('sends the superlike at 1,500 ms while still held, and nothing more when let go', () => {
  renderBar();
  const like = holdLike(LIKE_WITH_HOLD, 1_400);
  expect(decided).toEqual([]);
  act(() => {
    vi.advanceTimersByTime(150);
  });
  expect(decided).toEqual(['superlike']);
  expect(like.getAttribute('data-hold')).toBe('superliked');
  release(like);
  expect(decided).toEqual(['superlike']);
});

it('likes after any hold when a superlike is not allowed', () => {
  renderBar({ superlikeAllowed: false });
  const like = holdLike('Me gusta', 2_000);
  expect(like.getAttribute('data-hold')).toBe('held');
  release(like);
  expect(decided).toEqual(['like']);
});

it('cancels the press when the pointer is taken away', () => {
  renderBar();
  const like = holdLike(LIKE_WITH_HOLD, 700);
  act(() => {
    fireEvent.pointerCancel(like, { pointerId: 1 });
  });
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
  expect(decided).toEqual([]);
  expect(like.getAttribute('data-hold')).toBe('idle');
});

it('rejects with the cross, and likes with Enter from the keyboard', () => {
  renderBar();
  fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
  fireEvent.keyDown(screen.getByRole('button', { name: LIKE_WITH_HOLD }), { key: 'Enter' });
  expect(decided).toEqual(['reject', 'like']);
});

it('decides nothing on the final slide', () => {
  renderBar({ decisionsDisabled: true });
  const reject = screen.getByRole('button', { name: 'Descartar' });
  const like = screen.getByRole('button', { name: LIKE_WITH_HOLD });
  expect(reject.hasAttribute('disabled')).toBe(true);
  expect(like.hasAttribute('disabled')).toBe(true);
  fireEvent.click(reject);
  expect(decided).toEqual([]);
});
