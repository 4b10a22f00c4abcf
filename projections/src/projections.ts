import { promocodesProjection } from './account/promocode/promocodesProjection.ts';
import { sessionsProjection } from './account/session/sessionsProjection.ts';
import { usersProjection } from './account/user/usersProjection.ts';
import { alertsProjection } from './alert/alertsProjection.ts';
import { auditProjection } from './audit/auditProjection.ts';
import { catalogueProjection } from './catalogue/catalogueProjection.ts';
import { groupsProjection } from './group/groupsProjection.ts';
import { groupPortfoliosProjection } from './group/portfolio/groupPortfoliosProjection.ts';
import { leadWebhooksProjection } from './lead/leadWebhooksProjection.ts';
import { micrositesProjection } from './microsite/micrositesProjection.ts';
import { publicationsProjection } from './publication/publicationsProjection.ts';
import { sellerCategoriesProjection } from './publication/sellerCategoriesProjection.ts';
import { pushSubscriptionsProjection } from './push/pushSubscriptionsProjection.ts';
import type { Projection } from './runner/projection.ts';
import { searchesProjection } from './search/searchesProjection.ts';
import { statisticsProjection } from './statistics/statisticsProjection.ts';
import { searchActivityProjection } from './swipe/activityProjection.ts';
import { pushQueueProjection } from './swipe/pushQueueProjection.ts';
import { swipeProjection } from './swipe/swipeProjection.ts';
import { priceChangesProjection } from './synchronizer/priceChangesProjection.ts';
import { synchronizersProjection } from './synchronizer/synchronizersProjection.ts';

/** Every projection the platform runs; the API waits for all of them after a command. */
export const PROJECTIONS: readonly Projection[] = [
  catalogueProjection,
  usersProjection,
  sessionsProjection,
  promocodesProjection,
  publicationsProjection,
  sellerCategoriesProjection,
  searchesProjection,
  swipeProjection,
  searchActivityProjection,
  pushQueueProjection,
  pushSubscriptionsProjection,
  groupsProjection,
  groupPortfoliosProjection,
  auditProjection,
  synchronizersProjection,
  priceChangesProjection,
  statisticsProjection,
  micrositesProjection,
  leadWebhooksProjection,
  alertsProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return PROJECTIONS.find((projection) => projection.name === name);
}
