// Swipe sessions: participants of shared searches open their search and swipe 30 cards each at a
// person's pace (a visit per card, a like, superlike or reject, now and then an undo and a second
// thought). `npm run load` runs it at 200 VUs; k6 run -e FIXTURE=... -e BASE_URL=... swipe.js by hand.

import { sleep } from 'k6';
import exec from 'k6/execution';
import { searches } from './lib/fixture.js';
import { scenarioOptions, TARGETS } from './lib/scenarioOptions.js';
import { pause } from './lib/settings.js';
import { Cards, decide, openSearch, seeCard, undo } from './lib/swipeSession.js';

const DECISIONS_PER_SESSION = 30;
const UNDO_SHARE = 0.08;
/** Seconds spent on a card before deciding (the slider itself advances 500 ms after a decision). */
const THINK_SECONDS = [1, 3];

export const options = scenarioOptions('swipe', 200, {
  targeted: { decision: TARGETS.decision, results: TARGETS.results },
  reported: ['open', 'visit', 'totals', 'undo'],
});

/** VU n is always the same participant: the searches' seats in order, four to a search. */
function seatOf(vu) {
  const seats = searches[0].participants.length;
  const search = searches[Math.floor((vu - 1) / seats) % searches.length];
  return { uuid: search.uuid, caller: search.participants[(vu - 1) % seats] };
}

export default function swipeSession() {
  const { uuid, caller } = seatOf(exec.vu.idInTest);
  if (!openSearch(uuid, caller)) return sleep(1);
  const cards = new Cards(uuid, caller);
  for (let decided = 0; decided < DECISIONS_PER_SESSION; decided++) {
    const card = cards.take();
    if (card === null) break;
    seeCard(uuid, caller, card);
    sleep(pause(...THINK_SECONDS));
    decide(uuid, caller, card);
    if (Math.random() < UNDO_SHARE) {
      sleep(pause(0.5, 1.5));
      undo(uuid, caller, card);
      sleep(pause(0.5, 1.5));
      decide(uuid, caller, card);
    }
  }
  sleep(pause(1, 3));
}
