// Every screen of SPEC.md section 2: name → path pattern, who may open it, and the screen's title.
// Order matters: the first pattern that matches a path wins, so fixed segments come before
// parameters ('/admin/promocode/create' before '/admin/promocode/:id') and the catch-all
// storefront '/:slug' comes last.
import { PERMISSIONS, type Permission } from '@app/contracts/permissionNames';

export interface RouteGuard {
  /** anyone; guest: only without a session; user: a session; premium: a premium session. */
  access: 'anyone' | 'guest' | 'user' | 'premium';
  /** The user's e-mail must be verified. */
  verifiedEmail?: boolean;
  /** The user needs at least one of these platform permissions. */
  permissions?: readonly Permission[];
  /** Hidden on microsites (their home replaces it). */
  notOnMicrosite?: boolean;
}

export interface RouteDefinition<Path extends string = string> {
  path: Path;
  guard: RouteGuard;
  /** The screen's name, shown as its title. */
  title: string;
}

const anyone: RouteGuard = { access: 'anyone' };
const guest: RouteGuard = { access: 'guest' };
const user: RouteGuard = { access: 'user' };
const premium: RouteGuard = { access: 'premium' };
const permitted = (permission: Permission): RouteGuard => ({ access: 'user', permissions: [permission] });

function route<const Path extends string>(path: Path, guard: RouteGuard, title: string): RouteDefinition<Path> {
  return { path, guard, title };
}

export const ROUTES = {
  home: route('/', anyone, 'Inicio'),
  landing: route('/landing', { access: 'anyone', notOnMicrosite: true }, 'Inicio'),
  dashboard: route('/dashboard', premium, 'Dashboard'),

  'legal.terms': route('/legal/terms', anyone, 'Términos y condiciones'),
  'legal.privacy': route('/legal/privacy', anyone, 'Política de privacidad'),
  'guide.start': route('/guide/start', anyone, 'Guía de inicio'),

  'search.index': route('/search', anyone, 'Buscar'),
  'search.result': route('/search/:uuid', anyone, 'Resultados'),

  'auth.logout': route('/auth/logout', user, 'Hasta luego'),
  'auth.social': route('/auth/social/:service', guest, 'Ingreso con redes sociales'),

  'account.setting.index': route('/account/setting', user, 'Gestionar cuenta'),
  'account.setting.slug': route('/account/setting/slug', premium, 'Configurar catálogo'),
  'account.search.index': route('/account/search', user, 'Búsquedas'),
  'account.search.filtered': route('/account/search/:uuid/filtered', user, 'Publicaciones de la búsqueda'),
  'account.search.ranking': route('/account/search/:uuid/ranking', user, 'Ranking del grupo'),
  'account.discard.index': route('/account/discards', user, 'Descartadas'),
  'account.group.index': route('/account/group', premium, 'Listado de grupos'),
  'account.group.create': route('/account/group/create', { access: 'premium', verifiedEmail: true }, 'Crear grupo'),
  'account.group.edit': route('/account/group/:id/edit', premium, 'Editar grupo'),
  'account.group.show': route('/account/group/:id/show', premium, 'Grupo'),
  'account.group.search': route('/account/group/:id/search', premium, 'Búsquedas activas'),
  'account.group.publication': route('/account/group/:id/publication', premium, 'Cartera Interna'),
  'account.publication.index': route('/account/publication', premium, 'Listado de publicaciones'),
  'account.publication.synchronizer': route('/account/publication/synchronizer', premium, 'Sincronizar publicaciones'),
  'account.publication.create': route('/account/publication/create', premium, 'Nueva publicación'),
  'account.publication.edit': route('/account/publication/:id/edit', premium, 'Editar publicación'),
  'account.stat.index': route('/account/stat', premium, 'Estadísticas'),
  'account.stat.publication': route('/account/stat/:id', premium, 'Superlikes'),
  'account.activity.index': route('/account/activity', premium, 'Actividad'),
  'account.promocode.create': route('/account/promocode/create', permitted('promocodes'), 'Nuevo código promocional'),
  'account.microsite.create': route('/account/microsite/create', permitted('microsites'), 'Nuevo micrositio'),
  'account.type.create': route('/account/type/create', permitted('types'), 'Nuevo tipo'),
  'account.category.create': route('/account/category/create', permitted('categories'), 'Nueva categoría'),
  'account.extra.create': route('/account/extra/create', permitted('extras'), 'Nuevo extra'),

  'invitation.index': route('/invitation/:uuid', anyone, 'Invitación'),

  'admin.user.index': route('/admin/user', permitted('users'), 'Usuarios'),
  'admin.user.form': route('/admin/user/:id', permitted('users'), 'Editar usuario'),
  'admin.group.index': route('/admin/group', permitted('groups'), 'Grupos'),
  'admin.group.form': route('/admin/group/:id', permitted('groups'), 'Editar grupo'),
  'admin.promocode.index': route('/admin/promocode', permitted('promocodes'), 'Códigos promocionales'),
  'admin.promocode.create': route('/admin/promocode/create', permitted('promocodes'), 'Nuevo código promocional'),
  'admin.promocode.edit': route('/admin/promocode/:id', permitted('promocodes'), 'Editar código promocional'),
  'admin.promocode.usages': route('/admin/promocode/:id/usages', permitted('promocodes'), 'Usos del código'),
  'admin.microsite.index': route('/admin/microsite', permitted('microsites'), 'Micrositios'),
  'admin.microsite.create': route('/admin/microsite/create', permitted('microsites'), 'Nuevo micrositio'),
  'admin.microsite.edit': route('/admin/microsite/:id', permitted('microsites'), 'Editar micrositio'),
  'admin.type.index': route('/admin/type', permitted('types'), 'Tipos'),
  'admin.type.create': route('/admin/type/create', permitted('types'), 'Nuevo tipo'),
  'admin.type.edit': route('/admin/type/:id', permitted('types'), 'Editar tipo'),
  'admin.category.index': route('/admin/category', permitted('categories'), 'Categorías'),
  'admin.category.create': route('/admin/category/create', permitted('categories'), 'Nueva categoría'),
  'admin.category.edit': route('/admin/category/:id', permitted('categories'), 'Editar categoría'),
  'admin.extra.index': route('/admin/extra', permitted('extras'), 'Extras'),
  'admin.extra.create': route('/admin/extra/create', permitted('extras'), 'Nuevo extra'),
  'admin.extra.edit': route('/admin/extra/:id', permitted('extras'), 'Editar extra'),
  'admin.search.index': route('/admin/search', permitted('searches'), 'Búsquedas'),
  // Beyond SPEC.md (issue #22): any platform permission reads what administrators did.
  'admin.audit.index': route('/admin/audit', { access: 'user', permissions: PERMISSIONS }, 'Auditoría'),

  'group.index': route('/group', anyone, 'Grupos'),
  'group.show': route('/group/:id', anyone, 'Grupo'),
  'group.search.index': route('/group/:id/search', anyone, 'Buscar en el grupo'),

  'microsite.home': route('/microsite', anyone, 'Micrositio'),
  'microsite.search.index': route('/microsite/search', anyone, 'Buscar en el micrositio'),

  // Beyond SPEC.md (issue 33): a publication's public page, where links and search engines lead.
  'publication.show': route('/publication/:id', anyone, 'Publicación'),

  'user.home': route('/:slug', anyone, 'Catálogo'),
  'user.search.index': route('/:slug/search', anyone, 'Buscar en el catálogo'),
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath<Name extends RouteName> = (typeof ROUTES)[Name]['path'];

/** The table's names in matching order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export const NOT_FOUND_TITLE = 'Página no encontrada :(';
