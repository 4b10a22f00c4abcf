import { describe, expect, it } from 'vitest';
import { ALREADY_LOGGED_IN_MESSAGE, decideAccess, homeDestination, type Viewer } from './access.ts';
import { ROUTES } from './routeTable.ts';

const visitor: Viewer = { session: 'guest', user: null, onMicrosite: false };
const member = (user: Partial<NonNullable<Viewer['user']>> = {}): Viewer => ({
  session: 'authenticated',
  user: { is_premium: false, email_verified: true, permissions: [], ...user },
  onMicrosite: false,
});
const loading: Viewer = { session: 'loading', user: null, onMicrosite: false };

describe('route guards', () => {
  it('lets anyone open public screens, even while the session loads', () => {
    expect(decideAccess(ROUTES['legal.terms'].guard, visitor)).toEqual({ kind: 'allow' });
    expect(decideAccess(ROUTES['search.result'].guard, loading)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor home with "Necesitas estar logueado." and offers identification', () => {
    expect(decideAccess(ROUTES.dashboard.guard, visitor)).toEqual({
      kind: 'deny',
      message: 'Necesitas estar logueado.',
      identify: 'email',
    });
    expect(decideAccess(ROUTES['account.setting.index'].guard, visitor)).toMatchObject({
      message: 'Necesitas estar logueado.',
    });
  });

  it('waits for a stored session to load before deciding', () => {
    expect(decideAccess(ROUTES.dashboard.guard, loading)).toEqual({ kind: 'wait' });
    expect(decideAccess(ROUTES['auth.social'].guard, loading)).toEqual({ kind: 'wait' });
  });

  it('keeps guest-only screens from a logged user', () => {
    expect(decideAccess(ROUTES['auth.social'].guard, member())).toEqual({
      kind: 'deny',
      message: ALREADY_LOGGED_IN_MESSAGE,
    });
    expect(decideAccess(ROUTES['auth.social'].guard, visitor)).toEqual({ kind: 'allow' });
  });

  it('sends a non-premium user home with "Debes ser un usuario premium."', () => {
    expect(decideAccess(ROUTES.dashboard.guard, member())).toEqual({
      kind: 'deny',
      message: 'Debes ser un usuario premium.',
    });
    expect(decideAccess(ROUTES.dashboard.guard, member({ is_premium: true }))).toEqual({ kind: 'allow' });
  });

  it('asks for a verified e-mail where a screen needs one', () => {
    const unverified = member({ is_premium: true, email_verified: false });
    expect(decideAccess(ROUTES['account.group.create'].guard, unverified)).toEqual({
      kind: 'deny',
      message: null,
      identify: 'verify',
    });
    expect(decideAccess(ROUTES['account.group.index'].guard, unverified)).toEqual({ kind: 'allow' });
  });

  it('opens platform administration only with the section permission', () => {
    expect(decideAccess(ROUTES['admin.user.index'].guard, member({ permissions: ['groups'] }))).toEqual({
      kind: 'deny',
      message: 'No tienes los permisos suficientes.',
    });
    expect(decideAccess(ROUTES['admin.user.index'].guard, member({ permissions: ['users'] }))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(ROUTES['account.promocode.create'].guard, member({ permissions: ['promocodes'] }))).toEqual({
      kind: 'allow',
    });
  });

  it('hides the landing on microsites', () => {
    expect(decideAccess(ROUTES.landing.guard, { ...visitor, onMicrosite: true })).toEqual({
      kind: 'deny',
      message: null,
    });
  });
});

describe('home', () => {
  it('leads premium users to the dashboard and everyone else to the landing', () => {
    expect(homeDestination(member({ is_premium: true }))).toBe('dashboard');
    expect(homeDestination(member())).toBe('landing');
    expect(homeDestination(visitor)).toBe('landing');
  });

  it('waits for the session, and is the microsite home on a microsite', () => {
    expect(homeDestination(loading)).toBeNull();
    expect(homeDestination({ ...visitor, onMicrosite: true })).toBe('microsite.home');
  });
});
