// Session transitions (SPEC.md section 4): guest → authenticated once the user loads; logout and
// an expired token go back to guest; impersonation swaps the token and goes home.
import type { SessionResponse } from '@app/contracts/account/auth';
import type { User } from '@app/contracts/account/user';
import { TIMING_MS } from '@app/contracts/limits';
import { effect } from '@preact/signals-react';
import { accountEndpointTable } from '../api/accountEndpointTable.ts';
import { call, presentFailure } from '../api/client.ts';
import { ApiError } from '../api/failures.ts';
import { openIdentify } from '../dialogs/dialogState.ts';
import { goHome, navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { currentGuestKey } from './guestKey.ts';
import { authState, currentUser, impersonation, isLoggedIn, sessionToken, userLoad } from './sessionState.ts';

export function beginSession(session: SessionResponse): void {
  // The guest searches now belong to the account: the server took them with this identification.
  authState.value = { token: session.token, searches: [] };
  currentUser.value = session.user;
  userLoad.value = 'idle';
}

export function storeUser(user: User): void {
  currentUser.value = user;
}

export function clearSession(): void {
  authState.value = { token: null, searches: [] };
  impersonation.value = null;
  currentUser.value = null;
  userLoad.value = 'idle';
}

/**
 * What identification hands over: this browser's guest searches and the guest key they were made
 * with, the proof the server asks before giving them to the account.
 */
export function guestSearchClaim(): { searches: string[]; guest_key: string } {
  return { searches: authState.peek().searches, guest_key: currentGuestKey() };
}

/** Remembers a search made without a session so identification can hand it over. */
export function rememberGuestSearch(uuid: string): void {
  const { token, searches } = authState.value;
  if (!searches.includes(uuid)) authState.value = { token, searches: [...searches, uuid] };
}

/** GET /api/user. A refused token ends the session and asks to log in again. */
export async function loadCurrentUser(): Promise<User | null> {
  if (!sessionToken.peek()) return null;
  const firstLoad = currentUser.peek() === null;
  userLoad.value = 'loading';
  try {
    const user = await call((await accountEndpointTable()).currentUser, {}, { quiet: true });
    currentUser.value = user;
    userLoad.value = 'idle';
    return user;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      clearSession();
      openIdentify('email');
      return null;
    }
    userLoad.value = 'failed';
    // A periodic refresh that fails keeps the user already loaded, silently.
    if (firstLoad) presentFailure(error.reaction);
    return currentUser.peek();
  }
}

/** POST /api/auth/logout, then home as a guest whatever the server said. */
export async function logout(): Promise<void> {
  await accountEndpointTable()
    .then((endpoints) => call(endpoints.logout, {}, { quiet: true }))
    .catch(() => undefined);
  // Same tick: React renders home and the guest session together, so the user-only logout
  // screen never renders without a user (which would say 'Necesitas estar logueado.').
  goHome({ replace: true });
  clearSession();
}

/** 'Iniciar sesión' on the users list: the token becomes the user's, home, and the banner offers a way back. */
export async function impersonate(userId: string, name: string): Promise<void> {
  const administratorToken = sessionToken.peek();
  const { token } = await call((await accountEndpointTable()).impersonate, { params: { id: userId } });
  // Home first: the admin screen must not re-check its guard against the user being loaded.
  goHome();
  impersonation.value = administratorToken ? { administratorToken, name } : null;
  authState.value = { token, searches: [] };
  currentUser.value = null;
  await loadCurrentUser();
}

/** 'Volver a mi cuenta': ends the impersonated session and restores the administrator's own. */
export async function stopImpersonating(): Promise<void> {
  const saved = impersonation.peek();
  if (!saved) return;
  await accountEndpointTable()
    .then((endpoints) => call(endpoints.logout, {}, { quiet: true }))
    .catch(() => undefined);
  impersonation.value = null;
  authState.value = { token: saved.administratorToken, searches: [] };
  currentUser.value = null;
  navigateTo(pathTo('admin.user.index'));
  await loadCurrentUser();
}

/** Refreshes the user every five minutes while logged in; returns the stop function. */
export function keepUserFresh(): () => void {
  return effect(() => {
    if (!isLoggedIn.value) return;
    const timer = setInterval(() => void loadCurrentUser(), TIMING_MS.userRefresh);
    return () => clearInterval(timer);
  });
}
