// Decision → coincidence over two API instances: Bruno watches the search on a socket of the
// instance that does not lead the live feed; Ana likes, on the leading instance, a property Bruno
// already liked. Timed from the start of Ana's HTTP request to the coincidence reaching Bruno's
// socket: her instance appends, the worker process applies the decision, the leader sends the
// message, and the socket.io Postgres adapter carries it to Bruno's instance.
import {
  CLIENT_SOCKET_EVENTS,
  type CoincidenceMessage,
  type DecisionCountsMessage,
  SERVER_SOCKET_EVENTS,
  type WatchAck,
} from '@app/contracts';
import { connected, connectSocket, nextMessage } from '@app/services/testing';
import type { Socket } from 'socket.io-client';
import { type CrossProcessWorld, callApi, type Person } from './crossProcessWorld.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';

export interface CoincidencePlan {
  samples: number;
  /** The first samples only warm the instances up; they are not counted. */
  warmup: number;
}

export interface CoincidenceLatency {
  coincidence: LatencySummary;
  /** Ana's request answered, from its start: the rest is the worker, the leader and the adapter. */
  answered: LatencySummary;
}

const PAUSE_BETWEEN_SAMPLES_MS = 50;

function like(baseUrl: string, uuid: string, who: Person, publicationId: string) {
  const body = { publication_id: publicationId, like: true, is_super: false };
  return callApi(baseUrl, 'POST', `/search/${uuid}/decision`, who.token, body);
}

export async function measureCoincidenceAcrossInstances(
  world: CrossProcessWorld,
  plan: CoincidencePlan,
): Promise<CoincidenceLatency> {
  const { leader, follower } = world.deployment;
  const { uuid, owner: ana, members } = world.pair;
  const bruno = members[0]!;
  if (world.publicationIds.length < plan.warmup + plan.samples) throw new Error('too few properties for the samples');
  const socket = connectSocket(follower.baseUrl, { token: bruno.token });
  try {
    await connected(socket);
    const ack: WatchAck = await socket.timeout(5_000).emitWithAck(CLIENT_SOCKET_EVENTS.watchSearch, { uuid });
    if (!ack.ok) throw new Error(`Bruno could not watch the search: ${ack.message}`);
    const coincidences: number[] = [];
    const answers: number[] = [];
    for (const [index, publicationId] of world.publicationIds.slice(0, plan.warmup + plan.samples).entries()) {
      await brunoLikes(socket, follower.baseUrl, uuid, bruno, publicationId);
      let arrivedAt = 0;
      const arrived = nextMessage<CoincidenceMessage>(socket, SERVER_SOCKET_EVENTS.coincidence, (message) => {
        if (message.publication.id !== publicationId) return false;
        arrivedAt = performance.now();
        return true;
      });
      const started = performance.now();
      await like(leader.baseUrl, uuid, ana, publicationId);
      const answeredAt = performance.now();
      await arrived;
      if (index >= plan.warmup) {
        coincidences.push(arrivedAt - started);
        answers.push(answeredAt - started);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_SAMPLES_MS));
    }
    return { coincidence: summarizeLatencies(coincidences), answered: summarizeLatencies(answers) };
  } finally {
    socket.disconnect();
  }
}

/** Bruno's like, on his own instance, until his socket shows it counted: Ana's like then coincides. */
async function brunoLikes(socket: Socket, baseUrl: string, uuid: string, bruno: Person, publicationId: string) {
  const counted = nextMessage<DecisionCountsMessage>(
    socket,
    SERVER_SOCKET_EVENTS.decisionCounts,
    (message) => message.publication_id === publicationId && message.like_count >= 1,
  );
  await like(baseUrl, uuid, bruno, publicationId);
  await counted;
}
