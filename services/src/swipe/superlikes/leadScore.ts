// How warm a lead is, 0–100, so a seller answers the best superlikes first (docs/decisions/leads.md):
// how much of the searcher's group likes the publication too, how far into the deck the superlike
// came (a superlike after seeing many cards is a choice, the first card's may be a reflex), and how
// the price fits what the searcher asked for.
import type { SearchFilter } from '@app/contracts';

export const LEAD_SCORE_WEIGHTS = { agreement: 0.4, deliberation: 0.3, priceFit: 0.3 } as const;
/** Cards decided before the superlike from which it counts as fully deliberate. */
export const DELIBERATE_AFTER_DECISIONS = 20;

export interface LeadFacts {
  /** Participants of the search who like the publication, the searcher included. */
  likeCount: number;
  participantsCount: number;
  /** The searcher's decisions in that search before the superlike. */
  decisionsBefore: number;
  /** 0–1, from `priceFit`. */
  priceFit: number;
}

export interface PricedPublication {
  typeId: string;
  amount: number | null;
  currency: 'ARS' | 'USD';
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** 1 inside the searched range (or when none was asked), falling to 0 at twice the distance of the bound. */
export function priceFit(filters: readonly SearchFilter[], publication: PricedPublication): number {
  const filter = filters.find((candidate) => candidate.type_id === publication.typeId);
  const range = filter?.amount;
  if (!filter || !range || (range.min === null && range.max === null)) return 1;
  if (publication.amount === null || filter.currency !== publication.currency) return 0.5;
  const { amount } = publication;
  if (range.max !== null && amount > range.max) return clamp(1 - (amount - range.max) / Math.max(range.max, 1));
  if (range.min !== null && amount < range.min) return clamp(1 - (range.min - amount) / Math.max(range.min, 1));
  return 1;
}

export function leadScore(facts: LeadFacts): number {
  const agreement = facts.participantsCount > 0 ? clamp(facts.likeCount / facts.participantsCount) : 0;
  const deliberation = clamp(facts.decisionsBefore / DELIBERATE_AFTER_DECISIONS);
  const weighted =
    LEAD_SCORE_WEIGHTS.agreement * agreement +
    LEAD_SCORE_WEIGHTS.deliberation * deliberation +
    LEAD_SCORE_WEIGHTS.priceFit * clamp(facts.priceFit);
  return Math.round(100 * weighted);
}
