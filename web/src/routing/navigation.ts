// The one way the app changes address: dialogs close first, and each entry remembers how many
// in-app steps lie behind it so the header knows when a back step exists.
import { navigate } from 'wouter/use-browser-location';
import { closeAllDialogs } from '../dialogs/dialogState.ts';
import { redirectState } from '../session/sessionState.ts';
import { pathTo } from './paths.ts';

export interface HistoryEntryState {
  depth: number;
}

function currentDepth(): number {
  const state: unknown = globalThis.history?.state;
  if (typeof state === 'object' && state !== null && 'depth' in state && typeof state.depth === 'number') {
    return state.depth;
  }
  return 0;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Redirects the app makes by itself (home → landing) leave open panels alone. */
  keepDialogs?: boolean;
}

export function navigateTo(path: string, options: NavigateOptions = {}): void {
  if (!options.keepDialogs) closeAllDialogs();
  const depth = options.replace ? currentDepth() : currentDepth() + 1;
  navigate<HistoryEntryState>(path, { replace: options.replace ?? false, state: { depth } });
}

export function goHome(options: NavigateOptions = {}): void {
  navigateTo(pathTo('home'), options);
}

/** Back one step inside the app, or home when the visit started here. */
export function goBack(): void {
  closeAllDialogs();
  if (currentDepth() > 0) globalThis.history.back();
  else goHome({ replace: true });
}

/** Remembers where to return after identification. */
export function rememberNext(path: string): void {
  redirectState.value = { next: path };
}

export function forgetNext(): void {
  redirectState.value = { next: null };
}

/** Goes to the remembered address, if any, and forgets it. Returns whether it navigated. */
export function goToNext(): boolean {
  const { next } = redirectState.value;
  if (!next) return false;
  forgetNext();
  navigateTo(next);
  return true;
}
