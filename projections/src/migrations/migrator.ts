import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { promocodesMigration } from '../account/promocode/migration.ts';
import { sessionsMigration } from '../account/session/migration.ts';
import { accountFieldsMigration } from '../account/user/accountMigration.ts';
import { adminUserListMigration } from '../account/user/adminListMigration.ts';
import { adminUserListStatisticsMigration } from '../account/user/adminListStatisticsMigration.ts';
import { usersMigration } from '../account/user/migration.ts';
import { alertCriteriaMigration } from '../alert/criteriaMigration.ts';
import { alertDecidedPublicationsMigration } from '../alert/decidedPublicationsMigration.ts';
import { alertDecisionMigration } from '../alert/decisionMigration.ts';
import { alertsMigration } from '../alert/migration.ts';
import { alertOperationsMigration } from '../alert/operationMigration.ts';
import { auditLabelsMigration } from '../audit/labelsMigration.ts';
import { auditMigration } from '../audit/migration.ts';
import { catalogueMigration } from '../catalogue/migration.ts';
import type { ReadModelDatabase } from '../database.ts';
import { groupsMigration } from '../group/migration.ts';
import { groupPortfoliosMigration } from '../group/portfolio/migration.ts';
import { leadWebhooksMigration } from '../lead/migration.ts';
import { micrositesMigration } from '../microsite/migration.ts';
import { personalDataKeysMigration } from '../personalData/migration.ts';
import { publicationsMigration } from '../publication/migration.ts';
import { publicationOperationsMigration } from '../publication/operationMigration.ts';
import { pushSubscriptionsMigration } from '../push/migration.ts';
import { rateLimitsMigration } from '../rateLimit/migration.ts';
import { searchesMigration } from '../search/migration.ts';
import { searchConsensusMigration } from '../search/searchConsensusMigration.ts';
import { searchCountsMigration } from '../search/searchCountsMigration.ts';
import { searchMarketsMigration } from '../search/searchMarketsMigration.ts';
import { searchOperationsMigration } from '../search/searchOperationsMigration.ts';
import { searchOrdersMigration } from '../search/searchOrdersMigration.ts';
import { searchStatisticsMigration } from '../search/searchStatisticsMigration.ts';
import { searchWalkMigration } from '../search/searchWalkMigration.ts';
import { statisticsDailyKeysMigration, statisticsUserDaysMigration } from '../statistics/dailyKeysMigration.ts';
import { statisticsDailyMigration } from '../statistics/dailyMigration.ts';
import { statisticsMigration } from '../statistics/migration.ts';
import { swipeConsensusMigration } from '../swipe/consensusMigration.ts';
import { swipeDiscardsMigration } from '../swipe/discardsMigration.ts';
import { swipeErasedCommentsMigration } from '../swipe/erasedCommentsMigration.ts';
import { socketIoAttachmentsMigration, swipeMigration } from '../swipe/migration.ts';
import { synchronizerMigration } from '../synchronizer/migration.ts';
import { checkpointsMigration } from './0001_checkpoints.ts';
import { deferredIndexesMigration } from './0008_deferred_indexes.ts';

/**
 * Every read-model migration. Names sort lexically; each context numbers its own range (0010
 * publications, 0020 search, 0030 swipe), so a context's later migration may sort before one
 * another context already ran: migrations run in name order, and unordered ones are allowed.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_checkpoints': checkpointsMigration,
  '0002_catalogue': catalogueMigration,
  '0003_users': usersMigration,
  '0004_account_fields': accountFieldsMigration,
  '0005_sessions': sessionsMigration,
  '0006_promocodes': promocodesMigration,
  '0007_rate_limits': rateLimitsMigration,
  '0008_deferred_indexes': deferredIndexesMigration,
  '0010_publications': publicationsMigration,
  '0012_publication_operations': publicationOperationsMigration,
  '0020_searches': searchesMigration,
  '0021_search_orders': searchOrdersMigration,
  '0022_search_statistics': searchStatisticsMigration,
  '0023_search_walk': searchWalkMigration,
  '0024_search_counts': searchCountsMigration,
  '0025_search_consensus': searchConsensusMigration,
  '0026_search_operations': searchOperationsMigration,
  '0027_search_markets': searchMarketsMigration,
  '0030_swipe': swipeMigration,
  '0031_socket_io_attachments': socketIoAttachmentsMigration,
  '0032_swipe_consensus': swipeConsensusMigration,
  '0033_swipe_discards': swipeDiscardsMigration,
  '0034_swipe_erased_comments': swipeErasedCommentsMigration,
  '0040_groups': groupsMigration,
  '0041_group_portfolios': groupPortfoliosMigration,
  '0050_personal_data_keys': personalDataKeysMigration,
  '0051_admin_audit': auditMigration,
  '0052_admin_user_list': adminUserListMigration,
  '0053_admin_user_list_statistics': adminUserListStatisticsMigration,
  '0054_admin_audit_labels': auditLabelsMigration,
  '0060_synchronizers': synchronizerMigration,
  '0070_statistics': statisticsMigration,
  '0071_statistics_daily': statisticsDailyMigration,
  '0072_statistics_daily_keys': statisticsDailyKeysMigration,
  '0073_statistics_user_days': statisticsUserDaysMigration,
  '0080_microsites': micrositesMigration,
  '0090_push_subscriptions': pushSubscriptionsMigration,
  '0100_lead_webhooks': leadWebhooksMigration,
  '0110_search_alerts': alertsMigration,
  '0111_search_alert_decisions': alertDecisionMigration,
  '0112_search_alert_criteria': alertCriteriaMigration,
  '0113_search_alert_operations': alertOperationsMigration,
  '0114_search_alert_decided_publications': alertDecidedPublicationsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateReadModels(db: ReadModelDatabase): Promise<void> {
  const { error } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) throw error;
}
