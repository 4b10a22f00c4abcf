// Live test helpers: an app listening on a free port, socket.io clients, awaiting a message.
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH, type SocketAuth, type WatchAck } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function untilLeading(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.liveGateway.leading()) {
    if (Date.now() > deadline) throw new Error('the live gateway never took the lead');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function connectSocket(baseUrl: string, auth: SocketAuth): Socket {
  return io(baseUrl, { path: SOCKET_PATH, auth, transports: ['websocket'], forceNew: true, reconnection: false });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export async function watch(socket: Socket, uuid: string): Promise<WatchAck> {
  return socket.timeout(5_000).emitWithAck('search:watch', { uuid });
}

/** The next message `event` matching `accept`, or a rejection after `timeoutMs`. */
export function nextMessage<Message>(
  socket: Socket,
  event: string,
  accept: (message: Message) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (message: Message) => {
      if (!accept(message)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(message);
    };
    socket.on(event, listener);
  });
}
