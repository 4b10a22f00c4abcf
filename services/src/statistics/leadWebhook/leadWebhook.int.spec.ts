// A seller's lead webhook over real HTTP: each superlike reaches a local receiver signed, retried
// while the receiver fails, never sent to a private address; only premium sellers set one.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { leadWebhookStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackTestAllowance } from '../../outboundFetch/testAllowance.ts';
import { readModelsCaughtUp } from '../../platform.ts';
import { type SwipeWorld, startSwipeWorld } from '../../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { LeadWebhookDispatcher } from './leadWebhookDispatcher.ts';
import { type ReceivedDelivery, verifyLeadDelivery } from './signature.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let receiver: http.Server;
let receiverUrl: string;
const received: ReceivedDelivery[] = [];
/** The statuses the receiver answers next, then 204. */
const answers: number[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 204;
      response.end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/leads`;
  platform = await startTestPlatform(
    { LEAD_WEBHOOK_RETRY_DELAYS_MS: '20,20' },
    { outbound: loopbackTestAllowance([port]) },
  );
  world = await startSwipeWorld(platform);
});
afterAll(async () => {
  receiver.close();
  await platform.stop();
});

const saveUrl = (url: string | null, caller = world.seller) =>
  world.call('PUT', '/account/lead-webhook', caller, { url });

/** A superlike from the member in a new search, so each one is a new lead for the seller. */
async function superlike(title: string): Promise<void> {
  const uuid = await world.sharedSearch();
  const body = { publication_id: world.catalogue.ids[title], like: true, is_super: true };
  expect((await world.call('POST', `/search/${uuid}/decision`, world.member, body)).statusCode).toBe(200);
  await readModelsCaughtUp(platform.platform, 5_000);
}

/** Delivers until nothing is due any more (waiting out the short test retries). */
async function deliverAll(dispatcher: LeadWebhookDispatcher): Promise<void> {
  for (let pass = 0; pass < 20; pass++) {
    await dispatcher.deliverDue();
    await readModelsCaughtUp(platform.platform, 5_000);
    const pending = await platform.platform.db
      .selectFrom('lead_webhook_deliveries')
      .select('id')
      .where('outcome', '=', 'pending')
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

describe('a lead webhook', () => {
  it('receives each superlike signed with the secret its seller reads', async () => {
    const saved = await saveUrl(receiverUrl);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Webhook guardado.');
    const { secret } = saved.json().data;
    expect(secret).toMatch(/^whsec_/);

    await superlike('Depto Palermo');
    received.length = 0;
    await deliverAll(new LeadWebhookDispatcher(platform.platform, () => {}));

    expect(received).toHaveLength(1);
    const [delivery] = received as [ReceivedDelivery];
    expect(verifyLeadDelivery(secret, delivery, new Date())).toBe(true);
    const lead = JSON.parse(delivery.body);
    expect(lead).toMatchObject({
      type: 'lead.superlike',
      publication: { title: 'Depto Palermo' },
      lead: { id: world.member.userId, name: world.member.name, phone: null, whatsapp: expect.any(String) },
    });
    expect(delivery.headers['x-lead-delivery']).toBe(lead.id);
    // Changed by a byte, or replayed long after, it no longer verifies.
    expect(
      verifyLeadDelivery(secret, { ...delivery, body: delivery.body.replace('Palermo', 'Palerma') }, new Date()),
    ).toBe(false);
    expect(verifyLeadDelivery(secret, delivery, new Date(Date.now() + 10 * 60_000))).toBe(false);
    const shown = (await world.call('GET', '/account/lead-webhook', world.seller)).json();
    expect(shown.deliveries[0]).toMatchObject({ outcome: 'delivered', attempts: 1, last_status: 204 });
  });

  it('is retried while the receiver fails, and given up after the last retry', async () => {
    await saveUrl(receiverUrl);
    answers.push(500, 503);
    await superlike('Depto Palermo');
    received.length = 0;
    await deliverAll(new LeadWebhookDispatcher(platform.platform, () => {}));
    expect(received).toHaveLength(3);
    expect(new Set(received.map((delivery) => delivery.headers['x-lead-delivery'])).size).toBe(1);
    let shown = (await world.call('GET', '/account/lead-webhook', world.seller)).json();
    expect(shown.deliveries[0]).toMatchObject({ outcome: 'delivered', attempts: 3, last_status: 204 });

    answers.push(500, 500, 500);
    await superlike('Depto Palermo');
    await deliverAll(new LeadWebhookDispatcher(platform.platform, () => {}));
    shown = (await world.call('GET', '/account/lead-webhook', world.seller)).json();
    expect(shown.deliveries[0]).toMatchObject({ outcome: 'failed', attempts: 3, last_status: 500 });
  });

  it('refuses a private or non-web address, recording nothing', async () => {
    const before = await platform.platform.store.readStream(leadWebhookStream(world.seller.userId));
    const privateAddress = await saveUrl('http://127.0.0.1:1/leads');
    expect(privateAddress.statusCode).toBe(422);
    expect(privateAddress.json().errors.url[0]).toMatch(/privad|interna|no está permitid/i);
    for (const embedded of ['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[64:ff9b::a9fe:a9fe]', '[2002:7f00:1::]']) {
      const answer = await saveUrl(`http://${embedded}:1/leads`);
      expect(answer.statusCode, embedded).toBe(422);
    }
    expect((await saveUrl('ftp://crm.example.com/leads')).statusCode).toBe(422);
    expect((await saveUrl(`https://crm.example.com/${'x'.repeat(2_100)}`)).statusCode).toBe(422);
    expect(await platform.platform.store.readStream(leadWebhookStream(world.seller.userId))).toEqual(before);
  });

  it('is set by premium sellers only, and removed', async () => {
    expect((await saveUrl(receiverUrl, world.member)).statusCode).toBe(403);
    expect((await world.call('GET', '/account/lead-webhook', {})).statusCode).toBe(401);
    const removed = await saveUrl(null);
    expect(removed.json()).toMatchObject({ message: 'Webhook eliminado.', data: { url: null, secret: null } });
  });
});
