// Instant alerts end to end: who may switch them (per role), and a seller publishing a matching
// house reaching the owner's device through a real push service on loopback and the inbox through
// a real SMTP catcher, with a link straight to that card; past the day's cap, the rest is bundled.
import { SEARCH_ALERT_MESSAGES, SEARCH_ALERTS_PER_DAY, type SearchAlertEvent, searchAlertStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from '../live/push/pushSender.ts';
import { type LoopbackPushService, startLoopbackPushService } from '../live/push/testing/loopbackPushService.ts';
import { listenOnFreePort, untilLeading } from '../live/testing.ts';
import { formBody } from '../publication/testing/publicationWorld.ts';
import { addressAt, PLACES } from '../search/testing/searchCatalogueWorld.ts';
import { type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../testing/smtpCatcher.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

let pushService: LoopbackPushService;
let mail: SmtpCatcher;
let platform: TestPlatform;
let world: SwipeWorld;
let uuid: string;

// A swipe world and a leading live feed: minutes on a loaded machine.
beforeAll(async () => {
  pushService = await startLoopbackPushService();
  mail = await startSmtpCatcher();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@example.com' };
  platform = await startTestPlatform({ SMTP_URL: mail.url }, { push: webPushSender(vapid, pushService.agent) });
  world = await startSwipeWorld(platform);
  await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
  uuid = await world.sharedSearch();
}, 240_000);
afterAll(async () => {
  await platform.stop();
  await pushService.stop();
  await mail.stop();
});

const alertsOf = (who: Parameters<SwipeWorld['call']>[2]) => world.call('GET', `/search/${uuid}/alerts`, who);
const switchAlerts = (who: Parameters<SwipeWorld['call']>[2], body: object) =>
  world.call('PUT', `/search/${uuid}/alerts`, who, body);

describe('switching a search’s alerts', () => {
  it('is for accounts: a visitor is asked to identify', async () => {
    expect((await alertsOf({})).statusCode).toBe(401);
    expect((await switchAlerts({}, { on: true, email: false })).statusCode).toBe(401);
  });

  it('is refused to an account that does not take part, recording nothing', async () => {
    const refused = await switchAlerts(world.outsider, { on: true, email: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SEARCH_ALERT_MESSAGES.notParticipant);
    expect(await platform.platform.store.readStream(searchAlertStream(uuid, world.outsider.userId))).toEqual([]);
  });

  it('refuses a malformed setting with a 4xx and an unknown search with 404', async () => {
    const malformed = await switchAlerts(world.owner, { on: 'sí', email: false });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/[áéíóú]|campo|valor/i);
    const unknown = await world.call('PUT', `/search/${crypto.randomUUID()}/alerts`, world.owner, {
      on: true,
      email: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await alertsOf(world.owner)).json()).toEqual({ on: false, email: false });
  });

  it('lets the owner and a member who joined turn them on, each for themselves', async () => {
    const owner = await switchAlerts(world.owner, { on: true, email: false });
    expect(owner.json()).toEqual({ message: SEARCH_ALERT_MESSAGES.on, data: { on: true, email: false } });
    const member = await switchAlerts(world.member, { on: true, email: true });
    expect(member.json().data).toEqual({ on: true, email: true });
    expect((await alertsOf(world.owner)).json()).toEqual({ on: true, email: false });
  });
});

async function publishHouse(title: string) {
  const data = {
    type_id: world.catalogue.typeId('inmuebles'),
    title,
    categories: [world.catalogue.categoryId('inmuebles', 'Casa')],
    amount: 210_000,
    currency: 'USD',
    operation: 'sale',
    address: addressAt(PLACES.pilar, 'Pilar'),
    extras: { ambientes: 4 },
  };
  const { payload, headers } = await formBody({ data: JSON.stringify(data) });
  const response = await platform.app.inject({
    method: 'POST',
    url: '/api/account/publication',
    payload,
    headers: { ...headers, ...bearer(world.seller.token ?? '') },
  });
  if (response.statusCode !== 201) throw new Error(`publish: ${response.body}`);
  return response.json().data.id as string;
}

describe('a seller publishing a matching house', () => {
  it('reaches the owner’s device within seconds, opening that card, and the member’s inbox', async () => {
    const phone = pushService.subscribe();
    await world.call('POST', '/user/push/subscribe', world.owner, { token: phone.token });
    const id = await publishHouse('Casa con jardín en Pilar');
    const [push] = await pushService.waitForCount(1);
    expect(push?.subscriptionId).toBe(phone.id);
    expect(push?.message).toEqual({
      type: 'navigate',
      title: expect.stringMatching(/^Nueva publicación en "/),
      body: 'Casa con jardín en Pilar',
      url: `/search/${uuid}?publication=${id}`,
    });
    const inbox = await mail.nextMailTo((await memberEmail()).toLowerCase(), 5_000);
    expect(inbox.text).toContain(`/search/${uuid}?publication=${id}`);
  });

  it(`sends at most ${SEARCH_ALERTS_PER_DAY} a day and bundles the rest`, async () => {
    for (let house = 1; house <= SEARCH_ALERTS_PER_DAY + 1; house += 1) await publishHouse(`Casa número ${house}`);
    await pushService.waitForCount(SEARCH_ALERTS_PER_DAY, 10_000);
    const events = await untilTold(SEARCH_ALERTS_PER_DAY + 2);
    expect(events.filter((event) => event.type === 'search_alert.sent.v1')).toHaveLength(SEARCH_ALERTS_PER_DAY);
    expect(pushService.received).toHaveLength(SEARCH_ALERTS_PER_DAY);
  });
});

async function memberEmail(): Promise<string> {
  const row = await platform.platform.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', world.member.userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** The owner's alert stream once it has told (sent, bundled or held) `count` publications. */
async function untilTold(count: number): Promise<SearchAlertEvent[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const recorded = await platform.platform.store.readStream(searchAlertStream(uuid, world.owner.userId));
    const events = recorded as unknown as SearchAlertEvent[];
    const told = events.reduce((sum, event) => {
      if (event.type === 'search_alert.sent.v1') return sum + 1 + event.data.also.length;
      return event.type === 'search_alert.held.v1' ? sum + event.data.matches.length : sum;
    }, 0);
    if (told >= count) return events;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the alert stream never told ${count} publications`);
}
