// A seller's lead webhook: set (the salt of its secret kept while it stays set), changed, removed.
// Saving what is already saved records nothing.
import type { LeadWebhookEvent } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';

export type LeadWebhookState = { url: string; secretSalt: string } | null;

export type LeadWebhookCommand =
  | { type: 'set'; userId: string; url: string; newSecretSalt: string }
  | { type: 'remove'; userId: string };

type SettingEvent = Exclude<LeadWebhookEvent, { type: 'lead_webhook.attempted.v1' }>;

export const leadWebhookDecider: Decider<LeadWebhookCommand, SettingEvent, LeadWebhookState> = {
  initialState: null,
  evolve: (_state, event) =>
    event.type === 'lead_webhook.set.v1' ? { url: event.data.url, secretSalt: event.data.secretSalt } : null,
  decide(command, state) {
    if (command.type === 'remove') {
      return state ? [{ type: 'lead_webhook.removed.v1', data: { userId: command.userId } }] : [];
    }
    if (state?.url === command.url) return [];
    const secretSalt = state?.secretSalt ?? command.newSecretSalt;
    return [{ type: 'lead_webhook.set.v1', data: { userId: command.userId, url: command.url, secretSalt } }];
  },
};
