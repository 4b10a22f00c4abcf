// Whose offline queue it is: the account the session token names (its subject), readable at once
// even when the page opens offline and the account cannot load; 'guest' without a token.
export function personKeyOf(token: string | null): string {
  if (!token) return 'guest';
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const subject: unknown = JSON.parse(json).sub;
    if (typeof subject === 'string' && subject !== '') return subject;
  } catch {
    // Not a token this client can read: the queue is then the session's.
  }
  return 'session';
}
