// The guest key's header and shape without a schema, for the client's first screen (no zod).

/**
 * A visitor's searches belong to a random secret the client makes once (at least 32 characters of
 * letters, digits, '-' or '_'), keeps in local storage and sends in this header on every search
 * call. Identifying later hands those searches to the account (`searches` uuids at signup, login,
 * recovery).
 */
export const GUEST_KEY_HEADER = 'x-guest-key';
export const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
