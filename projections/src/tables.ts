// Every read-model table, as kysely sees it. Each context adds its tables here.

import type { PromocodeTables } from './account/promocode/tables.ts';
import type { SessionTables } from './account/session/tables.ts';
import type { UserTables } from './account/user/tables.ts';
import type { AlertTables } from './alert/tables.ts';
import type { AuditTables } from './audit/tables.ts';
import type { CatalogueTables } from './catalogue/tables.ts';
import type { GroupPortfolioTables } from './group/portfolio/tables.ts';
import type { GroupTables } from './group/tables.ts';
import type { LeadWebhookTables } from './lead/tables.ts';
import type { MicrositeTables } from './microsite/tables.ts';
import type { PersonalDataTables } from './personalData/tables.ts';
import type { PublicationTables } from './publication/tables.ts';
import type { PushTables } from './push/tables.ts';
import type { RateLimitTables } from './rateLimit/tables.ts';
import type { CheckpointTables } from './runner/checkpointTable.ts';
import type { SearchTables } from './search/tables.ts';
import type { StatisticsTables } from './statistics/tables.ts';
import type { SwipeTables } from './swipe/tables.ts';
import type { SynchronizerTables } from './synchronizer/tables.ts';

export interface ReadModelTables
  extends CheckpointTables,
    CatalogueTables,
    UserTables,
    SessionTables,
    PromocodeTables,
    RateLimitTables,
    PublicationTables,
    SearchTables,
    SwipeTables,
    GroupTables,
    GroupPortfolioTables,
    LeadWebhookTables,
    PersonalDataTables,
    AuditTables,
    SynchronizerTables,
    StatisticsTables,
    MicrositeTables,
    PushTables,
    AlertTables {}
