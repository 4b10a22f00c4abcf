import type { SessionClaims } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { access, accessDenial } from './access.ts';

const member: SessionClaims = { userId: 'u', isPremium: false, isAdmin: false, emailVerified: true, permissions: [] };
const premium: SessionClaims = { ...member, isPremium: true };
const typesAdmin: SessionClaims = { ...member, isAdmin: true, permissions: ['types'] };

describe('route access', () => {
  it('lets a visitor call visitor routes only', () => {
    expect(accessDenial(access.visitor, null)).toBeUndefined();
    expect(accessDenial(access.user, null)).toMatchObject({
      code: 'unauthenticated',
      message: 'Necesitas estar logueado.',
    });
  });

  it('keeps premium routes for premium users', () => {
    expect(accessDenial(access.premium, member)).toMatchObject({
      code: 'premium_required',
      message: 'Debes ser un usuario premium.',
    });
    expect(accessDenial(access.premium, premium)).toBeUndefined();
  });

  it('opens an admin section only with its permission', () => {
    expect(accessDenial(access.permission('types'), typesAdmin)).toBeUndefined();
    expect(accessDenial(access.permission('extras'), typesAdmin)).toMatchObject({
      code: 'forbidden',
      message: 'No tienes los permisos suficientes.',
    });
    expect(accessDenial(access.permission('types'), { ...typesAdmin, isAdmin: false })).toMatchObject({
      code: 'forbidden',
    });
  });

  it('asks for a verified e-mail where needed', () => {
    expect(accessDenial(access.verified, { ...member, emailVerified: false })).toMatchObject({ code: 'forbidden' });
    expect(accessDenial(access.verified, member)).toBeUndefined();
  });
});
