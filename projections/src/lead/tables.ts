import type { Generated } from 'kysely';

export interface LeadWebhookTables {
  /** Sellers' lead webhooks (GET /account/lead-webhook); a row while one is set. */
  lead_webhooks: {
    user_id: string;
    url: string;
    /** With the server's key, makes the signing secret (services/src/statistics/leadWebhook). */
    secret_salt: string;
    updated_at: Date;
  };
  /** One per superlike and seller with a webhook: what the dispatcher sends and how it went. */
  lead_webhook_deliveries: {
    /** `{deciding event id}:{seller id}`. */
    id: string;
    user_id: string;
    search_id: string;
    publication_id: string;
    lead_user_id: string;
    created_at: Date;
    attempts: Generated<number>;
    /** When to try (again); null once delivered or given up. */
    next_attempt_at: Date | null;
    outcome: Generated<'pending' | 'delivered' | 'failed'>;
    last_status: number | null;
  };
}
