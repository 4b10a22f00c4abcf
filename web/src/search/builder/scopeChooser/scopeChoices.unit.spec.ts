import type { UserGroup } from '@app/contracts/account/user';
import type { MicrositeSeller } from '@app/contracts/microsite/endpoints';
import { describe, expect, it } from 'vitest';
import { type ChooserSite, offersScopeChooser, scopeChoices } from './scopeChoices.ts';

const SITE_ID = '00000000-0000-4000-8000-000000000001';
const SELLER_ID = '00000000-0000-4000-8000-000000000002';
const GROUP_ID = '00000000-0000-4000-8000-000000000003';

const site = (users: boolean, groups: boolean): ChooserSite => ({
  name: 'Inmobiliaria Porteña',
  logo_square_url: null,
  settings: { users, groups },
});
const wholeSite = { microsite_id: SITE_ID, group_id: null, user_id: null };
const seller = (count: number): MicrositeSeller => ({
  id: SELLER_ID,
  name: 'Ana Vende',
  slug: 'ana-vende',
  avatar_url: null,
  default: true,
  publications_count: count,
});
const group: UserGroup = { id: GROUP_ID, name: 'Red Norte', logo_url: null, public: false, pivot: { admin: false } };

describe('the microsite scope choices', () => {
  it('offers the whole site, the sellers and the groups the settings show, marking the current one', () => {
    const choices = scopeChoices({
      microsite: site(true, true),
      scope: wholeSite,
      sellers: [seller(3)],
      groups: [group],
    });
    expect(
      choices.map(({ kind, title, description, path, current, disabled }) => ({
        kind,
        title,
        description,
        path,
        current,
        disabled,
      })),
    ).toEqual([
      {
        kind: 'microsite',
        title: 'Inmobiliaria Porteña',
        description: 'Todas las publicaciones del micrositio',
        path: '/microsite/search?newSearch=1',
        current: true,
        disabled: false,
      },
      {
        kind: 'seller',
        title: 'Ana Vende',
        description: 'Vendedor principal · 3 publicaciones',
        path: '/ana-vende/search?newSearch=1',
        current: false,
        disabled: false,
      },
      {
        kind: 'group',
        title: 'Red Norte',
        description: 'Grupo privado',
        path: `/group/${GROUP_ID}/search?newSearch=1`,
        current: false,
        disabled: false,
      },
    ]);
  });

  it('leaves out sellers and groups the microsite keeps off, and cannot open an empty catalogue', () => {
    const closed = scopeChoices({
      microsite: site(false, false),
      scope: wholeSite,
      sellers: [seller(3)],
      groups: [group],
    });
    expect(closed.map((choice) => choice.kind)).toEqual(['microsite']);
    const inCatalogue = { microsite_id: null, group_id: null, user_id: SELLER_ID };
    const [whole, empty] = scopeChoices({
      microsite: site(true, false),
      scope: inCatalogue,
      sellers: [seller(0)],
      groups: [],
    });
    expect(whole?.current).toBe(false);
    expect(empty).toMatchObject({
      current: true,
      disabled: true,
      description: 'Vendedor principal · Sin publicaciones',
    });
  });

  it('is offered on a microsite for a new search when there is somewhere else to look', () => {
    const offered = (microsite: ChooserSite | null, options: { editing?: boolean; hasGroups?: boolean } = {}) =>
      offersScopeChooser({
        microsite,
        scope: wholeSite,
        editing: options.editing ?? false,
        hasGroups: options.hasGroups ?? false,
      });
    expect(offered(site(true, false))).toBe(true);
    expect(offered(site(false, true))).toBe(false);
    expect(offered(site(false, true), { hasGroups: true })).toBe(true);
    expect(offered(site(true, true), { editing: true })).toBe(false);
    expect(offered(null)).toBe(false);
    const inGroup = { microsite_id: null, group_id: GROUP_ID, user_id: null };
    expect(offersScopeChooser({ microsite: site(false, false), scope: inGroup, editing: false, hasGroups: true })).toBe(
      true,
    );
  });
});
