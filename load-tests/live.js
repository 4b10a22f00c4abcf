// Live coincidences: one VU per shared search holds a socket.io connection for each participant,
// watching the search, while the participants take turns deciding the same cards. Every like that
// coincides must reach the other participants' sockets as `search:coincidence`; the time from the
// decision's request to each arrival is `coincidence_ms`, tagged with the search's consensus rule:
// every second search's owner chose a majority (3 of 4 likes; src/world/sharedSearches.ts),
// and those arrivals are held to the majority target of issue #26.
import { sleep } from 'k6';
import exec from 'k6/execution';
import { Rate, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { searches } from './lib/fixture.js';
import { phase } from './lib/phase.js';
import { REPORT_ONLY, scenarioOptions, TARGETS } from './lib/scenarioOptions.js';
import { pause } from './lib/settings.js';
import { SocketIoClient } from './lib/socketio.js';
import { Cards, decide, openSearch, seeCard } from './lib/swipeSession.js';

const ROUNDS_PER_SESSION = 15;
/** Likes are common among people choosing together; more of them make more coincidences. */
const LIKE_SHARE = 0.6;
const TURN_SECONDS = [0.3, 1];
const DELIVERY_WINDOW_MS = 5_000;
/** Issue #26: decision → coincidence under a majority rule, p95 ≤ 100 ms. */
const MAJORITY_COINCIDENCE_METRIC = 'coincidence_ms{phase:measured,rule:majority}';
const MAJORITY_COINCIDENCE_TARGET = 'p(95)<=100';

const coincidenceMs = new Trend('coincidence_ms', true);
const delivered = new Rate('coincidences_delivered');
const watching = new Rate('sockets_watching');

export const options = scenarioOptions('live', 20, {
  targeted: { decision: TARGETS.decision },
  reported: ['open', 'visit', 'totals', 'results'],
  metrics: {
    'coincidence_ms{phase:measured}': [REPORT_ONLY],
    [MAJORITY_COINCIDENCE_METRIC]: [MAJORITY_COINCIDENCE_TARGET],
    coincidences_delivered: ['rate>=0.99'],
    sockets_watching: ['rate>=0.99'],
  },
});

const delay = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The searches from the last one back, so the swipe scenario's (from the first) stay apart. */
function searchOf(vu) {
  return searches[searches.length - 1 - ((vu - 1) % searches.length)];
}

async function watch(uuid, participant) {
  const socket = new SocketIoClient({ token: participant.token });
  try {
    await socket.connected;
    const ack = await socket.emitWithAck('search:watch', { uuid });
    watching.add(ack?.ok === true);
    if (!ack?.ok) console.warn(`search:watch ${uuid}: ${JSON.stringify(ack)}`);
  } catch (error) {
    watching.add(false);
    console.warn(`socket for ${participant.id}: ${error}`);
  }
  return socket;
}

/** Coincidences the VU waits for, by publication and decider: who still has to hear, since when. */
class Expectations {
  constructor(rule) {
    this.rule = rule;
    this.pending = new Map();
  }

  expect(publicationId, deciderId, sentAt, listenerIds) {
    const key = `${publicationId}:${deciderId}`;
    this.pending.set(key, { sentAt, phase: phase(), waiting: new Set(listenerIds) });
    setTimeout(() => this.expire(key), DELIVERY_WINDOW_MS);
  }

  arrived(listenerId, message, arrivedAt) {
    const decider = message.users[message.users.length - 1];
    const expectation = decider && this.pending.get(`${message.publication.id}:${decider.id}`);
    if (!expectation?.waiting.delete(listenerId)) return;
    delivered.add(true);
    coincidenceMs.add(arrivedAt - expectation.sentAt, { phase: expectation.phase, rule: this.rule });
  }

  expire(key) {
    const expectation = this.pending.get(key);
    this.pending.delete(key);
    for (let missing = expectation?.waiting.size ?? 0; missing > 0; missing--) {
      delivered.add(false);
    }
  }
}

export default async function swipeTogether() {
  const search = searchOf(exec.vu.idInTest);
  const { uuid, participants } = search;
  const expectations = new Expectations(search.consensus ?? 'at_least_2');
  const sockets = await Promise.all(participants.map((participant) => watch(uuid, participant)));
  for (const [seat, socket] of sockets.entries()) {
    socket.on('search:coincidence', (message, arrivedAt) =>
      expectations.arrived(participants[seat].id, message, arrivedAt),
    );
  }
  for (const participant of participants) openSearch(uuid, participant);
  const cards = participants.map((participant) => new Cards(uuid, participant));
  for (let round = 0; round < ROUNDS_PER_SESSION; round++) {
    for (const [seat, participant] of participants.entries()) {
      const card = cards[seat].take();
      if (card === null) continue;
      seeCard(uuid, participant, card);
      const sentAt = Date.now();
      const decision = decide(uuid, participant, card, LIKE_SHARE);
      if (decision?.like && decision.coincides) {
        const others = participants.filter((other) => other.id !== participant.id).map((other) => other.id);
        expectations.expect(card, participant.id, sentAt, others);
      }
      // Awaited, not slept: the sockets' messages are handled while the person thinks.
      await delay(pause(...TURN_SECONDS));
    }
  }
  await delay(DELIVERY_WINDOW_MS / 1000);
  for (const socket of sockets) socket.close();
  sleep(pause(1, 2));
}
