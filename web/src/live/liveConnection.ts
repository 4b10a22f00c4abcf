// The one live connection of the app (socket.io, contracts/src/swipe/socket.ts). socket.io-client
// is downloaded the first time a screen listens. The connection authenticates with the session's
// token and this browser's guest key, reconnects when the token changes, and watches again the
// searches it watched whenever it reconnects.
import { SOCKET_PATH, type SocketAuth, type WatchAck, watchAckSchema } from '@app/contracts/swipe/socket';
import { effect } from '@preact/signals-react';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { currentGuestKey } from '../session/guestKey.ts';
import { sessionToken } from '../session/sessionState.ts';

const WATCH_TIMEOUT_MS = 10_000;
const RECONNECT_ATTEMPT_MS = 5_000;

let connection: Promise<Socket> | null = null;
/** Searches being watched, with how many screens watch each. */
const watchers = new Map<string, number>();

function currentAuth(): SocketAuth {
  const token = sessionToken.peek();
  return { ...(token ? { token } : {}), guestKey: currentGuestKey() };
}

async function askToWatch(socket: Socket, uuid: string): Promise<WatchAck> {
  try {
    const answer: unknown = await socket.timeout(WATCH_TIMEOUT_MS).emitWithAck('search:watch', { uuid });
    const ack = watchAckSchema.safeParse(answer);
    return ack.success ? ack.data : { ok: false, message: null };
  } catch {
    return { ok: false, message: null };
  }
}

function reconnectWhenTheTokenChanges(socket: Socket): void {
  let first = true;
  effect(() => {
    void sessionToken.value;
    if (first) {
      first = false;
      return;
    }
    socket.disconnect().connect();
  });
}

function connect(): Promise<Socket> {
  connection ??= import('socket.io-client').then(({ io }) => {
    // A websocket at once: starting with long polling and upgrading held the first messages on a
    // poll cycle (issue 34). Polling stays as the fallback where websockets are blocked. An attempt
    // that gets no answer is given up after 5 s, not socket.io's 20 s: after a network loss the
    // screen is back, and reads what it missed (onLiveConnect), sooner.
    const socket = io({
      path: SOCKET_PATH,
      auth: (send) => send(currentAuth()),
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      timeout: RECONNECT_ATTEMPT_MS,
    });
    socket.on('connect', () => {
      for (const uuid of watchers.keys()) void askToWatch(socket, uuid);
    });
    reconnectWhenTheTokenChanges(socket);
    return socket;
  });
  return connection;
}

/** Joins the search's room (`search:{uuid}`); the returned function leaves it. */
export function watchSearch(uuid: string, onAck: (ack: WatchAck) => void = () => {}): () => void {
  watchers.set(uuid, (watchers.get(uuid) ?? 0) + 1);
  void connect().then(async (socket) => {
    if (socket.connected) onAck(await askToWatch(socket, uuid));
  });
  return () => {
    const remaining = (watchers.get(uuid) ?? 1) - 1;
    if (remaining > 0) {
      watchers.set(uuid, remaining);
      return;
    }
    watchers.delete(uuid);
    void connect().then((socket) => socket.emit('search:unwatch', { uuid }));
  };
}

/** Listens to a server message, checked against its schema; the returned function stops listening. */
export function onLiveMessage<Schema extends z.ZodType>(
  event: string,
  schema: Schema,
  handler: (message: z.output<Schema>) => void,
): () => void {
  let stopped = false;
  const listener = (payload: unknown) => {
    const message = schema.safeParse(payload);
    if (message.success && !stopped) handler(message.data);
  };
  const socketReady = connect();
  void socketReady.then((socket) => {
    if (!stopped) socket.on(event, listener);
  });
  return () => {
    stopped = true;
    void socketReady.then((socket) => socket.off(event, listener));
  };
}

/**
 * Calls `handler` each time the connection is made or made again: messages sent while it was down
 * are gone, so a screen reads again what they would have told it. The returned function stops.
 */
export function onLiveConnect(handler: () => void): () => void {
  return onLiveMessage('connect', z.unknown(), handler);
}

/** Opens the connection now (a signed-in screen that waits for `user:{id}` messages). */
export function ensureLiveConnection(): void {
  void connect();
}
