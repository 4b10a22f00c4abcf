// The screen each route shows, loaded on demand so a visitor downloads only the screens they open.
import { type ComponentType, lazy } from 'react';
import { HomeRedirect } from './HomeRedirect.tsx';
import { preloadableScreen } from './preloadableScreen.tsx';
import type { ScreenName, ScreenProps } from './screenProps.ts';

const PublicationForm = lazy(() => import('../publication/form/PublicationFormPage.tsx'));
const GroupForm = lazy(() => import('../group/GroupFormPage.tsx'));
const SearchBuilder = preloadableScreen(() => import('../search/builder/SearchBuilderPage.tsx'));
const MicrositeForm = lazy(() => import('../microsite/admin/MicrositeFormPage.tsx'));
const PromocodeForm = lazy(() => import('../admin/promocodes/PromocodeFormPage.tsx'));
const TypeForm = lazy(() => import('../admin/catalogue/TypeFormPage.tsx'));
const CategoryForm = lazy(() => import('../admin/catalogue/CategoryFormPage.tsx'));
const ExtraForm = lazy(() => import('../admin/catalogue/ExtraFormPage.tsx'));
const catalogueList = (name: 'TypeListPage' | 'CategoryListPage' | 'ExtraListPage') =>
  lazy(() => import('../admin/catalogue/CatalogueListPages.tsx').then((module) => ({ default: module[name] })));

export const PAGES: Record<ScreenName, ComponentType<ScreenProps>> = {
  home: HomeRedirect,
  landing: preloadableScreen(() => import('../landing/LandingPage.tsx')),
  dashboard: preloadableScreen(() => import('../dashboard/DashboardPage.tsx')),
  'legal.terms': lazy(() => import('../legal/TermsPage.tsx')),
  'legal.privacy': lazy(() => import('../legal/PrivacyPage.tsx')),
  'guide.start': lazy(() => import('../guide/GuidePage.tsx')),
  'search.index': SearchBuilder,
  'search.result': preloadableScreen(() => import('../swipe/SwipeResultsPage.tsx')),
  'auth.logout': lazy(() => import('../account/logout/LogoutPage.tsx')),
  'auth.social': lazy(() => import('../account/social/SocialSignInPage.tsx')),
  'account.setting.index': lazy(() => import('../account/settings/ProfileSettingsPage.tsx')),
  'account.setting.slug': lazy(() => import('../account/settings/SlugSettingsPage.tsx')),
  'account.search.index': lazy(() => import('../account/searches/AccountSearchListPage.tsx')),
  'account.search.filtered': lazy(() => import('../swipe/filtered/FilteredPage.tsx')),
  'account.search.ranking': lazy(() => import('../swipe/ranking/GroupRankingPage.tsx')),
  'account.discard.index': lazy(() => import('../swipe/discards/DiscardsPage.tsx')),
  'account.group.index': lazy(() => import('../group/GroupListPage.tsx')),
  'account.group.create': GroupForm,
  'account.group.edit': GroupForm,
  'account.group.show': lazy(() => import('../group/GroupShowPage.tsx')),
  'account.group.search': lazy(() => import('../group/GroupSearchesPage.tsx')),
  'account.group.publication': lazy(() => import('../group/GroupPortfolioPage.tsx')),
  'account.publication.index': lazy(() => import('../publication/list/PublicationListPage.tsx')),
  'account.publication.synchronizer': lazy(() => import('../synchronizer/SynchronizerPage.tsx')),
  'account.publication.create': PublicationForm,
  'account.publication.edit': PublicationForm,
  'account.stat.index': lazy(() => import('../statistics/StatisticsPage.tsx')),
  'account.stat.publication': lazy(() => import('../statistics/SuperlikesPage.tsx')),
  'account.activity.index': lazy(() => import('../statistics/ActivityPage.tsx')),
  'account.promocode.create': PromocodeForm,
  'account.microsite.create': MicrositeForm,
  'account.type.create': TypeForm,
  'account.category.create': CategoryForm,
  'account.extra.create': ExtraForm,
  'invitation.index': lazy(() => import('../group/invitation/InvitationPage.tsx')),
  'admin.user.index': lazy(() => import('../admin/users/UserListPage.tsx')),
  'admin.user.form': lazy(() => import('../admin/users/UserFormPage.tsx')),
  'admin.group.index': lazy(() => import('../group/admin/GroupListPage.tsx')),
  'admin.group.form': lazy(() => import('../group/admin/GroupFormPage.tsx')),
  'admin.promocode.index': lazy(() => import('../admin/promocodes/PromocodeListPage.tsx')),
  'admin.promocode.create': PromocodeForm,
  'admin.promocode.edit': PromocodeForm,
  'admin.promocode.usages': lazy(() => import('../admin/promocodes/PromocodeUsagesPage.tsx')),
  'admin.microsite.index': lazy(() => import('../microsite/admin/MicrositeListPage.tsx')),
  'admin.microsite.create': MicrositeForm,
  'admin.microsite.edit': MicrositeForm,
  'admin.type.index': catalogueList('TypeListPage'),
  'admin.type.create': TypeForm,
  'admin.type.edit': TypeForm,
  'admin.category.index': catalogueList('CategoryListPage'),
  'admin.category.create': CategoryForm,
  'admin.category.edit': CategoryForm,
  'admin.extra.index': catalogueList('ExtraListPage'),
  'admin.extra.create': ExtraForm,
  'admin.extra.edit': ExtraForm,
  'admin.search.index': lazy(() => import('../admin/searches/SearchListPage.tsx')),
  'admin.audit.index': lazy(() => import('../admin/audit/AuditListPage.tsx')),
  'group.index': lazy(() => import('../group/DirectoryPage.tsx')),
  'group.show': lazy(() => import('../group/PublicGroupPage.tsx')),
  'group.search.index': SearchBuilder,
  'microsite.home': preloadableScreen(() => import('../microsite/MicrositeHomePage.tsx')),
  'microsite.search.index': SearchBuilder,
  'publication.show': preloadableScreen(() => import('../publication/page/PublicationPage.tsx')),
  'user.home': preloadableScreen(() => import('../storefront/StorefrontPage.tsx')),
  'user.search.index': SearchBuilder,
  notFound: lazy(() => import('../notFound/NotFoundPage.tsx')),
};
