import { describe, expect, it } from 'vitest';
import { type MenuUser, userMenuSections } from './menuSections.ts';

const basic: MenuUser = { slug: null, is_premium: false, has_stat: false, permissions: [], searches: [] };
const premium: MenuUser = { ...basic, is_premium: true };

function labels(user: MenuUser, groupsEnabled = true) {
  return userMenuSections(user, { groupsEnabled }).map((section) => [
    section.title,
    section.items.map((item) => item.label),
  ]);
}

describe('user menu', () => {
  it('offers a non-premium user the account, legal pages, premium and logout', () => {
    expect(labels(basic)).toEqual([
      ['Cuenta', ['Búsquedas', 'Descartadas', 'Gestionar cuenta']],
      ['Legales', ['Términos y condiciones', 'Política de privacidad']],
      [null, ['Hazte premium']],
      [null, ['Cerrar sesión']],
    ]);
  });

  it('lists the last three searches of a non-premium user, untitled ones as "Sin título"', () => {
    const searches = ['a', 'b', 'c', 'd'].map((letter, index) => ({
      uuid: `00000000-0000-4000-8000-00000000000${index}`,
      title: letter === 'b' ? null : letter,
    }));
    const sections = userMenuSections({ ...basic, searches }, { groupsEnabled: true });
    const latest = sections.find((section) => section.title === 'Últimas búsquedas');
    expect(latest?.items.map((item) => item.label)).toEqual(['a', 'Sin título', 'c']);
    expect(latest?.items[0]?.target).toEqual({
      kind: 'route',
      path: '/search/00000000-0000-4000-8000-000000000000',
    });
  });

  it('gives a premium user the dashboard, groups, catalogue and administration', () => {
    expect(labels(premium)).toEqual([
      [null, ['Dashboard']],
      ['Cuenta', ['Búsquedas', 'Descartadas', 'Grupos', 'Gestionar cuenta']],
      ['Catálogo', ['Publicaciones', 'Guía interactiva', 'Configurar']],
      ['Administración', ['Actividad']],
      ['Legales', ['Términos y condiciones', 'Política de privacidad']],
      [null, ['Cerrar sesión']],
    ]);
  });

  it('hides groups when the microsite turns them off, and shows statistics only with has_stat', () => {
    const sections = labels({ ...premium, has_stat: true }, false);
    expect(sections[1]).toEqual(['Cuenta', ['Búsquedas', 'Descartadas', 'Gestionar cuenta']]);
    expect(sections[3]).toEqual(['Administración', ['Estadísticas', 'Actividad']]);
  });

  it('opens, copies and shares the catalogue address once the user has a slug', () => {
    const catalogue = userMenuSections({ ...premium, slug: 'casa-central' }, { groupsEnabled: true })[2];
    expect(catalogue?.items).toEqual([
      { label: 'Publicaciones', target: { kind: 'route', path: '/account/publication' } },
      { label: 'Ingresar al catálogo', target: { kind: 'route', path: '/casa-central' } },
      { label: 'Copiar dirección', target: { kind: 'action', action: 'copy-catalogue' } },
      { label: 'Compartir dirección', target: { kind: 'action', action: 'share-catalogue' } },
      { label: 'Configurar', target: { kind: 'route', path: '/account/setting/slug' } },
    ]);
  });

  it('adds one platform entry per permission, in the platform order', () => {
    const sections = userMenuSections({ ...basic, permissions: ['extras', 'users'] }, { groupsEnabled: true });
    const platform = sections.find((section) => section.title === 'Administración de la plataforma');
    expect(platform?.items).toEqual([
      { label: 'Usuarios', target: { kind: 'route', path: '/admin/user' } },
      { label: 'Extras', target: { kind: 'route', path: '/admin/extra' } },
    ]);
  });
});
