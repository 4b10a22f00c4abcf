import { describe, expect, it } from 'vitest';
import { hasCookie, tourAlreadySeen, tourSeenCookie } from './tourCookie.ts';
import { stepAfter, TOUR_STEPS } from './tourSteps.ts';

describe('the search tour', () => {
  it('runs when the cookie guide-search is missing', () => {
    expect(tourAlreadySeen('')).toBe(false);
    expect(tourAlreadySeen('theme=dark; guide-searches=1')).toBe(false);
  });

  it('is skipped once the cookie exists, whatever its value', () => {
    expect(tourAlreadySeen('guide-search=1')).toBe(true);
    expect(tourAlreadySeen('theme=dark; guide-search=')).toBe(true);
  });

  it('marks itself seen for a year on the whole site', () => {
    const cookie = tourSeenCookie();
    expect(cookie.startsWith('guide-search=1;')).toBe(true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(hasCookie(cookie.split(';')[0] ?? '', 'guide-search')).toBe(true);
  });

  it('has eight steps, each pointing at a different part of the screen', () => {
    expect(TOUR_STEPS).toHaveLength(8);
    expect(new Set(TOUR_STEPS.map((step) => step.target)).size).toBe(8);
    expect(stepAfter(0)).toBe(1);
    expect(stepAfter(6)).toBe(7);
    expect(stepAfter(7)).toBeNull();
  });
});
