// A socket.io client written against k6's WebSocket: engine.io v4 and socket.io v5 framing by hand
// (k6 has no socket.io client). Packets are text: engine.io type first ('0' open, '2' ping,
// '3' pong, '4' message), then for a message the socket.io type ('0' connect, '2' event, '3' ack,
// '4' connect error), an optional ack id, and JSON.
import { clearTimeout, setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { BASE_URL } from './settings.js';

const ENGINE = { open: '0', ping: '2', pong: '3', message: '4' };
const SOCKET = { connect: '0', event: '2', ack: '3', connectError: '4' };
const CONNECT_TIMEOUT_MS = 10_000;

function socketUrl() {
  return `${BASE_URL.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

export class SocketIoClient {
  /** `auth` travels in the connect packet: { token } or { guestKey }. */
  constructor(auth) {
    this.listeners = new Map();
    this.acks = new Map();
    this.nextAck = 0;
    this.closed = false;
    this.connected = new Promise((resolve, reject) => {
      // A pending timer would keep the iteration alive: it goes as soon as the connect settles.
      const timer = setTimeout(() => reject(new Error('socket.io connect timed out')), CONNECT_TIMEOUT_MS);
      this.settleConnect = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
    this.ws = new WebSocket(socketUrl());
    this.ws.onmessage = (event) => this.receive(String(event.data), event.timestamp);
    this.ws.onerror = (event) => this.settleConnect.reject(new Error(`websocket error: ${event.error}`));
    this.ws.onclose = () => {
      this.closed = true;
    };
    this.auth = auth;
  }

  /** `handler(payload, arrivedAt)`; arrivedAt is when k6 read the frame (ms since the epoch). */
  on(event, handler) {
    this.listeners.set(event, handler);
  }

  emitWithAck(event, payload) {
    const id = this.nextAck++;
    return new Promise((resolve) => {
      this.acks.set(id, resolve);
      this.ws.send(`${ENGINE.message}${SOCKET.event}${id}${JSON.stringify([event, payload])}`);
    });
  }

  close() {
    if (!this.closed) this.ws.close();
  }

  receive(text, arrivedAt) {
    if (text === ENGINE.ping) return this.ws.send(ENGINE.pong);
    if (text.startsWith(ENGINE.open)) {
      return this.ws.send(`${ENGINE.message}${SOCKET.connect}${JSON.stringify(this.auth)}`);
    }
    if (!text.startsWith(ENGINE.message)) return;
    const type = text[1];
    const [, id, json] = /^(\d*)([\s\S]*)$/.exec(text.slice(2));
    if (type === SOCKET.connect) return this.settleConnect.resolve();
    if (type === SOCKET.connectError) return this.settleConnect.reject(new Error(`connect refused: ${json}`));
    if (type === SOCKET.ack) {
      const resolve = this.acks.get(Number(id));
      this.acks.delete(Number(id));
      return resolve?.(JSON.parse(json)[0]);
    }
    if (type === SOCKET.event) {
      const [event, payload] = JSON.parse(json);
      this.listeners.get(event)?.(payload, arrivedAt);
    }
  }
}
