import { describe, expect, it } from 'vitest';
import { mayImpersonate } from './impersonationRule.ts';

const administrator = { isAdmin: true, permissions: ['users', 'promocodes'] as const };

describe('who an administrator may act as', () => {
  it('acts as any account that is not an administrator', () => {
    expect(
      mayImpersonate(
        { ...administrator, permissions: [...administrator.permissions] },
        { userId: 'm', isAdmin: false, permissions: [] },
        'a',
      ),
    ).toBe(true);
  });

  it('acts as an administrator only holding every permission that administrator has', () => {
    const rights = { ...administrator, permissions: [...administrator.permissions] };
    expect(mayImpersonate(rights, { userId: 'b', isAdmin: true, permissions: ['promocodes'] }, 'a')).toBe(true);
    expect(mayImpersonate(rights, { userId: 'b', isAdmin: true, permissions: ['users', 'promocodes'] }, 'a')).toBe(
      true,
    );
    expect(mayImpersonate(rights, { userId: 'b', isAdmin: true, permissions: ['users', 'types'] }, 'a')).toBe(false);
  });

  it('never acts as themselves (a second session as oneself would hide who acted)', () => {
    expect(
      mayImpersonate(
        { ...administrator, permissions: [...administrator.permissions] },
        { userId: 'a', isAdmin: true, permissions: [] },
        'a',
      ),
    ).toBe(false);
  });
});
