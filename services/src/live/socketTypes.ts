// The socket.io server's typed events (contracts/src/swipe/socket.ts) and what each socket knows.
import type {
  CoincidenceMessage,
  DecisionCountsMessage,
  groupMemberJoinedMessageSchema,
  groupPublicationAddedMessageSchema,
  groupSearchPinnedMessageSchema,
  SelectionFinishedMessage,
  SuperlikeReceivedMessage,
  SuperlikeWithdrawnMessage,
  SynchronizationMessage,
  WatchAck,
} from '@app/contracts';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';

export interface ServerToClientEvents {
  'search:decision_counts': (message: DecisionCountsMessage) => void;
  'search:coincidence': (message: CoincidenceMessage) => void;
  'search:selection_finished': (message: SelectionFinishedMessage) => void;
  'user:selection_finished': (message: SelectionFinishedMessage) => void;
  'user:superlike_received': (message: SuperlikeReceivedMessage) => void;
  'user:superlike_withdrawn': (message: SuperlikeWithdrawnMessage) => void;
  'group:member_joined': (message: z.infer<typeof groupMemberJoinedMessageSchema>) => void;
  'group:search_pinned': (message: z.infer<typeof groupSearchPinnedMessageSchema>) => void;
  'group:publication_added': (message: z.infer<typeof groupPublicationAddedMessageSchema>) => void;
  'user:synchronization': (message: SynchronizationMessage) => void;
}

export interface ClientToServerEvents {
  'search:watch': (request: unknown, ack?: (answer: WatchAck) => void) => void;
  'search:unwatch': (request: unknown) => void;
}

/** Who the socket is: its account and session (from the token) and the SHA-256 of its guest key. */
export interface SocketData {
  userId: string | null;
  sessionId: string | null;
  guestKeyHash: string | null;
}

// biome-ignore lint/complexity/noBannedTypes: socket.io's "no inter-server events"
type NoInterServerEvents = {};

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoInterServerEvents, SocketData>;
