import { describe, expect, it } from 'vitest';
import { fillPath } from './pathPattern.ts';
import { resolveRoute } from './resolveRoute.ts';
import { ROUTE_NAMES, ROUTES } from './routeTable.ts';

describe('route table', () => {
  it.each([
    ['/', 'home', {}],
    ['/landing', 'landing', {}],
    ['/dashboard/', 'dashboard', {}],
    ['/search/0b0e6c3e-7c44-4d2a-9d6e-1a2b3c4d5e6f', 'search.result', { uuid: '0b0e6c3e-7c44-4d2a-9d6e-1a2b3c4d5e6f' }],
    ['/account/setting/slug', 'account.setting.slug', {}],
    ['/account/group/create', 'account.group.create', {}],
    ['/account/group/7/edit', 'account.group.edit', { id: '7' }],
    ['/account/search/abc/filtered', 'account.search.filtered', { uuid: 'abc' }],
    ['/admin/promocode/create', 'admin.promocode.create', {}],
    ['/admin/promocode/9', 'admin.promocode.edit', { id: '9' }],
    ['/admin/promocode/9/usages', 'admin.promocode.usages', { id: '9' }],
    ['/group/5/search', 'group.search.index', { id: '5' }],
    ['/microsite/search', 'microsite.search.index', {}],
    [
      '/publication/0b0e6c3e-7c44-4d2a-9d6e-1a2b3c4d5e6f',
      'publication.show',
      { id: '0b0e6c3e-7c44-4d2a-9d6e-1a2b3c4d5e6f' },
    ],
    ['/casa-central', 'user.home', { slug: 'casa-central' }],
    ['/casa-central/search', 'user.search.index', { slug: 'casa-central' }],
  ])('opens %s as %s', (path, name, params) => {
    expect(resolveRoute(path)).toEqual({ name, params });
  });

  it('leaves deeper unknown paths to the catch-all', () => {
    expect(resolveRoute('/una/ruta/inexistente')).toBeNull();
  });

  it('reaches every route from its own pattern (no route hidden behind an earlier one)', () => {
    for (const name of ROUTE_NAMES) {
      const path = fillPath(ROUTES[name].path, { uuid: 'u-1', id: '42', service: 'google', slug: 'mi-tienda' });
      expect(resolveRoute(path)?.name).toBe(name);
    }
  });

  it('builds links with encoded parameters and the query values that are set', () => {
    expect(fillPath(ROUTES['account.search.filtered'].path, { uuid: 'a b' }, { user_id: 3, page: undefined })).toBe(
      '/account/search/a%20b/filtered?user_id=3',
    );
  });
});
