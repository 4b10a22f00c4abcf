// A cookie saying only that this browser keeps a session (its token stays in localStorage): the
// server then sends public pages without a visitor's markup, which the app would render over, and
// a tap on that markup would be lost. It proves nothing and grants nothing.
export const SIGNED_IN_COOKIE = 'signed_in';

/** Whether a Cookie header carries the signed-in cookie. */
export function cookieSaysSignedIn(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}
