// The interactive guide's three steps (SPEC.md section 4, "Guide steps"): 1 is done when the user
// is premium; 2 when they created a publication (needs 1); 3 when they have a catalogue address,
// locked until 1 and 2 are done.
export type GuideStepState = 'done' | 'pending' | 'locked';

export interface GuideFacts {
  isPremium: boolean;
  /** Publications of the profile (GET /account/publication/profileCount); null while unknown. */
  publicationCount: number | null;
  slug: string | null;
}

export interface GuideProgress {
  account: GuideStepState;
  products: GuideStepState;
  catalogue: GuideStepState;
  allDone: boolean;
}

export function guideProgress({ isPremium, publicationCount, slug }: GuideFacts): GuideProgress {
  const account: GuideStepState = isPremium ? 'done' : 'pending';
  const products: GuideStepState = !isPremium ? 'locked' : (publicationCount ?? 0) > 0 ? 'done' : 'pending';
  const catalogue: GuideStepState = account !== 'done' || products !== 'done' ? 'locked' : slug ? 'done' : 'pending';
  return { account, products, catalogue, allDone: catalogue === 'done' };
}
