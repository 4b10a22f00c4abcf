import { describe, expect, it } from 'vitest';
import { guideProgress } from './guideSteps.ts';

describe('interactive guide steps (SPEC.md section 4)', () => {
  it('starts with step 1 to do and the others locked', () => {
    expect(guideProgress({ isPremium: false, publicationCount: null, slug: null })).toEqual({
      account: 'pending',
      products: 'locked',
      catalogue: 'locked',
      allDone: false,
    });
  });

  it('opens step 2 once premium, and step 3 once a publication exists', () => {
    expect(guideProgress({ isPremium: true, publicationCount: 0, slug: null })).toMatchObject({
      account: 'done',
      products: 'pending',
      catalogue: 'locked',
    });
    expect(guideProgress({ isPremium: true, publicationCount: 2, slug: null })).toMatchObject({
      products: 'done',
      catalogue: 'pending',
      allDone: false,
    });
  });

  it('is all done with a premium account, a publication and a catalogue address', () => {
    expect(guideProgress({ isPremium: true, publicationCount: 1, slug: 'casa-central' })).toEqual({
      account: 'done',
      products: 'done',
      catalogue: 'done',
      allDone: true,
    });
  });

  it('keeps step 3 locked while step 2 is not done, even with an address', () => {
    expect(guideProgress({ isPremium: true, publicationCount: 0, slug: 'casa-central' }).catalogue).toBe('locked');
    expect(guideProgress({ isPremium: false, publicationCount: 3, slug: 'casa-central' }).products).toBe('locked');
  });
});
