// When a shared search's likes make a coincidence: the rule its owner chose, and the arithmetic the
// swipe read model, the live messages and the deck all follow (one definition, so they agree).
import { z } from 'zod';

/**
 * `at_least`: k or more participants like it ("k de n"; k = 2 is the coincidence every search had
 * before rules existed). `majority`: more than half of the participants. `unanimous`: every
 * participant, so one reject vetoes it.
 */
export type ConsensusRule = { kind: 'unanimous' } | { kind: 'majority' } | { kind: 'at_least'; k: number };

export const CONSENSUS_K = { min: 2, max: 50 } as const;
export const DEFAULT_CONSENSUS: ConsensusRule = { kind: 'at_least', k: 2 };

export const consensusRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unanimous') }),
  z.object({ kind: z.literal('majority') }),
  z.object({ kind: z.literal('at_least'), k: z.number().int().min(CONSENSUS_K.min).max(CONSENSUS_K.max) }),
]);

/** PUT /search/{uuid}/consensus */
export const searchConsensusSchema = z.object({ rule: consensusRuleSchema });
export type SearchConsensusRequest = z.infer<typeof searchConsensusSchema>;

/** A coincidence always needs two people: alone, nobody agrees with anybody. */
const FEWEST_LIKES = 2;

/** How many likes meet the rule among `participants` people. */
export function requiredLikes(rule: ConsensusRule, participants: number): number {
  switch (rule.kind) {
    case 'unanimous':
      return Math.max(FEWEST_LIKES, participants);
    case 'majority':
      return Math.max(FEWEST_LIKES, Math.floor(participants / 2) + 1);
    case 'at_least':
      return rule.k;
    default: {
      const unexpected: never = rule;
      return unexpected;
    }
  }
}

/** What a search's participants decided on one publication. */
export interface PublicationTally {
  participants: number;
  likes: number;
  rejections: number;
}

/** The rule is met; under a unanimous rule any reject vetoes it. */
export function consensusReached(rule: ConsensusRule, tally: PublicationTally): boolean {
  if (rule.kind === 'unanimous' && tally.rejections > 0) return false;
  return tally.likes >= requiredLikes(rule, tally.participants);
}

/**
 * Everyone but one likes it and nobody rejected it: the one missing is shown it first ("Tu grupo te
 * está esperando en esta"), and their like makes the coincidence (again, with all of them).
 */
export function nearConsensus(rule: ConsensusRule, tally: PublicationTally): boolean {
  if (tally.participants < 2 || tally.rejections > 0 || tally.likes !== tally.participants - 1) return false;
  return consensusReached(rule, { ...tally, likes: tally.likes + 1 });
}

export const CONSENSUS_MESSAGES = {
  groupWaiting: 'Tu grupo te está esperando en esta',
} as const;
