// The search builder's guided tour runs once: the cookie 'guide-search' (SPEC.md section 2) is set
// when it ends or is skipped, and its presence skips it.
export const SEARCH_TOUR_COOKIE = 'guide-search';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether `document.cookie` holds a cookie of that name (any value). */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().split('=')[0] === name);
}

export function tourAlreadySeen(cookies: string): boolean {
  return hasCookie(cookies, SEARCH_TOUR_COOKIE);
}

/** The assignment to `document.cookie` that marks the tour as seen for a year. */
export function tourSeenCookie(): string {
  return `${SEARCH_TOUR_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
