// "Ranking del grupo" (issue 26): a search's publications by the group's agreement. One formula for
// the server's order and the screens' explanation (docs/decisions/group-ranking.md).
import { z } from 'zod';
import { publicationSchema } from '../publication/publication.ts';
import type { ConsensusRule } from './consensus.ts';

export const RANKING_MESSAGES = {
  title: 'Ranking del grupo',
  /** Not worded by SPEC.md. */
  empty: 'Todavía nadie del grupo decidió publicaciones de esta búsqueda.',
  vetoed: 'Vetada',
  topThree: 'Lo que más le gustó al grupo',
} as const;

/** How the group decided one publication. */
export interface RankingTally {
  participants: number;
  /** Likes, superlikes included. */
  likes: number;
  superlikes: number;
  rejections: number;
}

/** Under a unanimous rule one reject vetoes it: no superlike lifts it above zero. */
export function vetoed(rule: ConsensusRule, tally: RankingTally): boolean {
  return rule.kind === 'unanimous' && tally.rejections > 0;
}

/**
 * share of approvals × (1 − disagreement). A superlike counts as two approvals. Approvals' share is
 * of the participants (so undecided members lower it: agreement needs everyone); disagreement is
 * the rejects' share of the votes cast. A veto scores 0.
 */
export function rankingScore(rule: ConsensusRule, tally: RankingTally): number {
  if (vetoed(rule, tally) || tally.participants === 0) return 0;
  const approvals = tally.likes + tally.superlikes;
  const votes = approvals + tally.rejections;
  if (votes === 0) return 0;
  return (approvals / tally.participants) * (1 - tally.rejections / votes);
}

export const rankingQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
});

export const rankedPublicationSchema = z.object({
  publication: publicationSchema,
  /** 1 for the group's favourite. */
  position: z.number().int().positive(),
  score: z.number(),
  likes: z.number().int().nonnegative(),
  superlikes: z.number().int().nonnegative(),
  rejections: z.number().int().nonnegative(),
  vetoed: z.boolean(),
});
export type RankedPublication = z.infer<typeof rankedPublicationSchema>;

export const groupRankingSchema = z.object({
  participants: z.number().int().nonnegative(),
  coincidences: z.number().int().nonnegative(),
  data: z.array(rankedPublicationSchema),
});
export type GroupRanking = z.infer<typeof groupRankingSchema>;
