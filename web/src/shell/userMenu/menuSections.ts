// The user menu's sections and who sees each entry (SPEC.md section 2, "User menu").
import type { UserSearch } from '@app/contracts/account/user';
import { MENU_LAST_SEARCHES } from '@app/contracts/limits';
import { PERMISSIONS, type Permission } from '@app/contracts/permissions';
import { pathTo } from '../../routing/paths.ts';

export const UNTITLED_SEARCH = 'Sin título';

export type MenuAction = 'copy-catalogue' | 'share-catalogue' | 'become-premium';
export type MenuTarget = { kind: 'route'; path: string } | { kind: 'action'; action: MenuAction };

export interface MenuItem {
  label: string;
  target: MenuTarget;
}

export interface MenuSection {
  /** null: entries that stand on their own. */
  title: string | null;
  items: MenuItem[];
}

export interface MenuUser {
  slug: string | null;
  is_premium: boolean;
  has_stat: boolean;
  permissions: readonly Permission[];
  searches: readonly Pick<UserSearch, 'uuid' | 'title'>[];
}

export const PLATFORM_SECTIONS: Record<Permission, { label: string; path: string }> = {
  users: { label: 'Usuarios', path: pathTo('admin.user.index') },
  groups: { label: 'Grupos', path: pathTo('admin.group.index') },
  searches: { label: 'Búsquedas', path: pathTo('admin.search.index') },
  promocodes: { label: 'Códigos promocionales', path: pathTo('admin.promocode.index') },
  microsites: { label: 'Micrositios', path: pathTo('admin.microsite.index') },
  types: { label: 'Tipos', path: pathTo('admin.type.index') },
  categories: { label: 'Categorías', path: pathTo('admin.category.index') },
  extras: { label: 'Extras', path: pathTo('admin.extra.index') },
};

const link = (label: string, path: string): MenuItem => ({ label, target: { kind: 'route', path } });
const action = (label: string, name: MenuAction): MenuItem => ({ label, target: { kind: 'action', action: name } });

function catalogueItems(user: MenuUser): MenuItem[] {
  const address = user.slug
    ? [
        link('Ingresar al catálogo', pathTo('user.home', { slug: user.slug })),
        action('Copiar dirección', 'copy-catalogue'),
        action('Compartir dirección', 'share-catalogue'),
      ]
    : [link('Guía interactiva', pathTo('guide.start'))];
  return [
    link('Publicaciones', pathTo('account.publication.index')),
    ...address,
    link('Configurar', pathTo('account.setting.slug')),
  ];
}

export function userMenuSections(user: MenuUser, context: { groupsEnabled: boolean }): MenuSection[] {
  const sections: MenuSection[] = [];
  const premium = user.is_premium;
  if (premium) sections.push({ title: null, items: [link('Dashboard', pathTo('dashboard'))] });
  sections.push({
    title: 'Cuenta',
    items: [
      link('Búsquedas', pathTo('account.search.index')),
      link('Descartadas', pathTo('account.discard.index')),
      ...(premium && context.groupsEnabled ? [link('Grupos', pathTo('account.group.index'))] : []),
      link('Gestionar cuenta', pathTo('account.setting.index')),
    ],
  });
  if (premium) {
    sections.push({ title: 'Catálogo', items: catalogueItems(user) });
    sections.push({
      title: 'Administración',
      items: [
        ...(user.has_stat ? [link('Estadísticas', pathTo('account.stat.index'))] : []),
        link('Actividad', pathTo('account.activity.index')),
      ],
    });
  }
  const lastSearches = premium ? [] : user.searches.slice(0, MENU_LAST_SEARCHES);
  if (lastSearches.length > 0) {
    sections.push({
      title: 'Últimas búsquedas',
      items: lastSearches.map((search) =>
        link(search.title?.trim() || UNTITLED_SEARCH, pathTo('search.result', { uuid: search.uuid })),
      ),
    });
  }
  const platform = PERMISSIONS.filter((permission) => user.permissions.includes(permission));
  if (platform.length > 0) {
    sections.push({
      title: 'Administración de la plataforma',
      items: platform.map((permission) =>
        link(PLATFORM_SECTIONS[permission].label, PLATFORM_SECTIONS[permission].path),
      ),
    });
  }
  sections.push({
    title: 'Legales',
    items: [
      link('Términos y condiciones', pathTo('legal.terms')),
      link('Política de privacidad', pathTo('legal.privacy')),
    ],
  });
  if (!premium) sections.push({ title: null, items: [action('Hazte premium', 'become-premium')] });
  sections.push({ title: null, items: [link('Cerrar sesión', pathTo('auth.logout'))] });
  return sections;
}
