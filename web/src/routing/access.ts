// Who may open a route (SPEC.md section 2, "Route guards"): a pure decision the router acts on.
import { ERROR_MESSAGES } from '@app/contracts/messages';
import type { Permission } from '@app/contracts/permissions';
import type { RouteGuard, RouteName } from './routeTable.ts';

/** Not worded by SPEC.md: a route only for visitors opened with a session. */
export const ALREADY_LOGGED_IN_MESSAGE = 'Ya te encuentras logueado.';

export interface Viewer {
  /** 'loading': a stored session token whose user has not loaded yet. */
  session: 'guest' | 'loading' | 'authenticated';
  user: { is_premium: boolean; email_verified: boolean; permissions: readonly Permission[] } | null;
  onMicrosite: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | {
      kind: 'deny';
      /** Shown as an error before going home; null goes home silently. */
      message: string | null;
      /** After going home, the identification panel opens at this step. */
      identify?: 'email' | 'verify';
    };

const allow: AccessDecision = { kind: 'allow' };
const deny = (message: string | null, identify?: 'email' | 'verify'): AccessDecision =>
  identify ? { kind: 'deny', message, identify } : { kind: 'deny', message };

export function decideAccess(guard: RouteGuard, viewer: Viewer): AccessDecision {
  if (guard.notOnMicrosite && viewer.onMicrosite) return deny(null);
  if (guard.access === 'anyone') return allow;
  if (viewer.session === 'loading') return { kind: 'wait' };
  const { user } = viewer;
  if (guard.access === 'guest') return user ? deny(ALREADY_LOGGED_IN_MESSAGE) : allow;
  if (!user) return deny(ERROR_MESSAGES.notLoggedIn, 'email');
  if (guard.verifiedEmail && !user.email_verified) return deny(null, 'verify');
  if (guard.access === 'premium' && !user.is_premium) return deny(ERROR_MESSAGES.premiumRequired);
  const { permissions } = guard;
  if (permissions && !permissions.some((permission) => user.permissions.includes(permission))) {
    return deny(ERROR_MESSAGES.forbidden);
  }
  return allow;
}

/** Where '/' leads: the microsite home on a microsite, the dashboard for premium users, else the landing. */
export function homeDestination(viewer: Viewer): Extract<RouteName, 'microsite.home' | 'dashboard' | 'landing'> | null {
  if (viewer.onMicrosite) return 'microsite.home';
  if (viewer.session === 'loading') return null;
  return viewer.user?.is_premium ? 'dashboard' : 'landing';
}
