// Session state (SPEC.md section 3, "Session state"): status, user, token, searches, next route,
// configuration. Auth and redirect state persist in localStorage, configuration in sessionStorage.

import type { User } from '@app/contracts/account/user';
import type { Configuration } from '@app/contracts/configuration';
import { computed, signal } from '@preact/signals-react';
import { type ShellMicrosite, shellMicrosite } from '../app/micrositeShell.ts';
import type { Viewer } from '../routing/access.ts';
import { persistedSignal } from './persistedSignal.ts';
import { authStateShape, impersonationShape, redirectStateShape } from './storedShapes.ts';

export type { AuthState } from './storedShapes.ts';

export const authState = persistedSignal('local', 'auth', authStateShape, { token: null, searches: [] });
export const redirectState = persistedSignal('local', 'redirect', redirectStateShape, { next: null });
/**
 * Loaded once per browser session and kept in sessionStorage; the stored copy is checked against
 * the contract's schema when the app starts (startup.ts), so it is null until then.
 */
export const configuration = signal<Configuration | null>(null);

export const impersonation = persistedSignal('local', 'impersonation', impersonationShape, null);

export const currentUser = signal<User | null>(null);
/** 'failed': the stored token's user could not be loaded (no connection): act as a guest meanwhile. */
export const userLoad = signal<'idle' | 'loading' | 'failed'>('idle');

export const sessionToken = computed(() => authState.value.token);
export const sessionStatus = computed<'guest' | 'authenticated'>(() => (currentUser.value ? 'authenticated' : 'guest'));
export const isLoggedIn = computed(() => currentUser.value !== null);
export const isPremium = computed(() => currentUser.value?.is_premium === true);

/**
 * The microsite this host serves: the one the page was served with (read fresh at every load, so an
 * administrator's change to its style or sections shows at the next reload, while the configuration
 * stays cached for the browser session), else the configuration's; null on the main platform.
 */
export const currentMicrosite = computed<ShellMicrosite | null>(
  () => shellMicrosite.value ?? configuration.value?.microsite ?? null,
);
export const onMicrosite = computed(() => currentMicrosite.value !== null);

/** Groups are on unless a microsite turns them off (its settings.groups). */
export const groupsEnabled = computed(() => currentMicrosite.value?.settings.groups ?? true);
/** The interacting accounts are shown unless a microsite turns them off (its settings.users). */
export const usersEnabled = computed(() => currentMicrosite.value?.settings.users ?? true);

/** Who is looking, as the route guards need it. */
export const viewer = computed<Viewer>(() => {
  const user = currentUser.value;
  const waitingForUser = sessionToken.value !== null && userLoad.value !== 'failed';
  const session = user ? 'authenticated' : waitingForUser ? 'loading' : 'guest';
  return { session, user, onMicrosite: onMicrosite.value };
});
