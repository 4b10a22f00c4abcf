import type { AlertMatch, SearchAlertEvent } from '@app/contracts';
import { SEARCH_ALERTS_PER_DAY } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import { alertDecider } from './alertDecider.ts';

const spec = DeciderSpecification.for(alertDecider);
const ids = { searchId: 's1', userId: 'ana' };
const DAY = '2026-11-26';
const match = (n: number, reason: AlertMatch['reason'] = 'created', triggerId = `e${n}`): AlertMatch => ({
  publicationId: `p${n}`,
  reason,
  triggerId,
});
const switched = (on: boolean, email = false): SearchAlertEvent => ({
  type: 'search_alert.switched.v1',
  data: { ...ids, on, email },
});
const sent = (m: AlertMatch, also: AlertMatch[] = [], day = DAY): SearchAlertEvent => ({
  type: 'search_alert.sent.v1',
  data: { ...ids, match: m, also, day },
});
const alert = (matches: AlertMatch[], day = DAY) => ({ type: 'alert', ...ids, matches, day }) as const;
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => match(from + index));

describe('switching alerts', () => {
  it('turns them on with e-mail, and records nothing when already so', () => {
    spec
      .given()
      .when({ type: 'switch', ...ids, on: true, email: true })
      .thenDecides([switched(true, true)]);
    spec
      .given(switched(true, true))
      .when({ type: 'switch', ...ids, on: true, email: true })
      .thenNothing();
  });

  it('never keeps e-mail on while alerts are off', () => {
    spec
      .given(switched(true, true))
      .when({ type: 'switch', ...ids, on: false, email: true })
      .thenDecides([switched(false)]);
  });
});

describe('an alert', () => {
  it('is one message per match while the day has room', () => {
    spec
      .given(switched(true))
      .when(alert([match(1), match(2)]))
      .thenDecides([sent(match(1)), sent(match(2))]);
  });

  it('is nothing while alerts are off, or for news already told', () => {
    spec
      .given()
      .when(alert([match(1)]))
      .thenNothing();
    spec
      .given(switched(true), sent(match(1)))
      .when(alert([match(1, 'changed', 'e9')]))
      .thenNothing();
  });

  it('tells a later price drop of a publication already told', () => {
    spec
      .given(switched(true), sent(match(1)))
      .when(alert([match(1, 'price_drop', 'e9')]))
      .thenDecides([sent(match(1, 'price_drop', 'e9'))]);
  });

  it(`bundles what exceeds the ${SEARCH_ALERTS_PER_DAY} daily messages into the last one`, () => {
    const earlier = range(1, SEARCH_ALERTS_PER_DAY - 2).map((m) => sent(m));
    const { decided } = spec.given(switched(true), ...earlier).when(alert(range(10, 5)));
    expect(decided).toEqual([sent(match(10)), sent(match(11), [match(12), match(13), match(14)])]);
  });

  it('holds matches once the cap is reached and bundles them into the next day’s first message', () => {
    const day = range(1, SEARCH_ALERTS_PER_DAY).map((m) => sent(m));
    spec
      .given(switched(true), ...day)
      .when(alert([match(20), match(21)]))
      .thenDecides([{ type: 'search_alert.held.v1', data: { ...ids, matches: [match(20), match(21)], day: DAY } }]);
    const held: SearchAlertEvent = { type: 'search_alert.held.v1', data: { ...ids, matches: [match(20)], day: DAY } };
    spec
      .given(switched(true), ...day, held)
      .when(alert([match(30)], '2026-11-27'))
      .thenDecides([sent(match(30), [match(20)], '2026-11-27')]);
  });
});
