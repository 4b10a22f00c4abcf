// Each try of a delivery is a fact in the delivery's own stream; an attempt number already
// recorded (another leader tried meanwhile) records nothing, so retries stay counted once.
import { type LeadWebhookEvent, leadDeliveryStream } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';
import { handleCommand, systemContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';

type Attempted = Extract<LeadWebhookEvent, { type: 'lead_webhook.attempted.v1' }>;

const attemptsDecider: Decider<Attempted['data'], Attempted, number> = {
  initialState: 0,
  evolve: (_attempts, event) => event.data.attempt,
  decide: (attempt, recorded) =>
    attempt.attempt === recorded + 1 ? [{ type: 'lead_webhook.attempted.v1', data: attempt }] : [],
};

/** When to try again after `attempt` failed tries; null when the retries are spent. */
export function retryAt(retryDelaysMs: readonly number[], attempt: number, now: Date): string | null {
  const delay = retryDelaysMs[attempt - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay).toISOString();
}

export async function recordAttempt(platform: Platform, attempt: Attempted['data']): Promise<void> {
  const context = systemContext(platform.clock.now());
  await handleCommand(platform, leadDeliveryStream(attempt.deliveryId), attemptsDecider, attempt, context);
}
