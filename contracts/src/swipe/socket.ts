// The live protocol (socket.io at /socket.io on the API's origin). The client connects with
// `auth: { token }` (the session's access token) and/or `auth: { guestKey }`; a connection with a
// token is in its room `user:{id}` at once. It then asks to watch each search it swipes
// (`search:watch` with the uuid; the ack says whether it may) and is put in `search:{uuid}`.
// Messages come from the event log, whichever API instance or writer recorded the fact.
import { z } from 'zod';
import { swipeUserSchema } from './decisions.ts';
import { publicationSummarySchema, superlikeContactSchema } from './superlikes.ts';

export const SOCKET_PATH = '/socket.io';

export const socketAuthSchema = z.object({
  token: z.string().min(1).optional(),
  guestKey: z.string().optional(),
});
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** Client → server. */
export const CLIENT_SOCKET_EVENTS = {
  watchSearch: 'search:watch',
  unwatchSearch: 'search:unwatch',
} as const;
export const watchSearchSchema = z.object({ uuid: z.uuid() });
/** The ack of `search:watch`: false when the caller does not take part in the search. */
export const watchAckSchema = z.object({ ok: z.boolean(), message: z.string().nullable() });
export type WatchAck = z.infer<typeof watchAckSchema>;

/** Server → client. */
export const SERVER_SOCKET_EVENTS = {
  decisionCounts: 'search:decision_counts',
  coincidence: 'search:coincidence',
  selectionFinished: 'search:selection_finished',
  superlikeReceived: 'user:superlike_received',
  superlikeWithdrawn: 'user:superlike_withdrawn',
  selectionFinishedForOwner: 'user:selection_finished',
} as const;

/** To `search:{uuid}` after each decision or undo: the publication's counts and the search's coincidences. */
export const decisionCountsMessageSchema = z.object({
  search_id: z.uuid(),
  publication_id: z.uuid(),
  like_count: z.number().int().nonnegative(),
  decisions_count: z.number().int().nonnegative(),
  coincidences: z.number().int().nonnegative(),
});
export type DecisionCountsMessage = z.infer<typeof decisionCountsMessageSchema>;

/** To `search:{uuid}` when a like makes a publication liked by two or more participants: all of them. */
export const coincidenceMessageSchema = z.object({
  search_id: z.uuid(),
  publication: publicationSummarySchema,
  users: z.array(swipeUserSchema),
});
export type CoincidenceMessage = z.infer<typeof coincidenceMessageSchema>;

/** To `search:{uuid}` and to the owner's `user:{id}` when a participant finishes their selection. */
export const selectionFinishedMessageSchema = z.object({
  search_id: z.uuid(),
  user: swipeUserSchema,
  finished_at: z.iso.datetime({ offset: true }),
});
export type SelectionFinishedMessage = z.infer<typeof selectionFinishedMessageSchema>;

/** To each owner's `user:{id}`: who superliked which publication, and how to reach them. */
export const superlikeReceivedMessageSchema = z.object({
  search_id: z.uuid(),
  publication: publicationSummarySchema,
  searcher: swipeUserSchema,
  contact: superlikeContactSchema,
  at: z.iso.datetime({ offset: true }),
});
export type SuperlikeReceivedMessage = z.infer<typeof superlikeReceivedMessageSchema>;

/** To each owner's `user:{id}` when the searcher takes a superlike back (Cancelar, a plain like, an undo). */
export const superlikeWithdrawnMessageSchema = z.object({
  search_id: z.uuid(),
  publication_id: z.uuid(),
  searcher_id: z.uuid(),
});
export type SuperlikeWithdrawnMessage = z.infer<typeof superlikeWithdrawnMessageSchema>;

/**
 * GET /account/superlikes/received: the latest superlikes on the caller's publications that are
 * still superlikes, newest first, as the live message tells them (what a seller's dashboard reads
 * when it opens and whenever its socket reconnects, so none is missed).
 */
export const receivedSuperlikesSchema = z.object({ data: z.array(superlikeReceivedMessageSchema) });
export const RECEIVED_SUPERLIKES_SHOWN = 20;

export const searchRoom = (searchId: string) => `search:${searchId}`;
export const userRoom = (userId: string) => `user:${userId}`;
