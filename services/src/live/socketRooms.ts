// Rooms a socket is in from its connection on, besides the contracts' `user:{id}` and
// `search:{uuid}`: they let the server reach every socket of one session or one guest key, on
// every API instance, to take its rights away (revocations.ts).
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const guestRoom = (guestKeyHash: string) => `guest:${guestKeyHash}`;
