// A buyer on a 390 × 844 phone superlikes a seller's property with a long press; the seller, with
// the dashboard open, sees who at once (issue 34: it used to wait out the 7 s cancel notice).
// Cancelar takes it back from the seller's screen; a superlike sent while the seller's socket was
// down shows once it reconnects. How long it takes is a benchmark figure (bench/liveJourney.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { activePublicationId, holdLike, nextCardAfter, timedPage } from './support/liveJourney.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, nameAccount, seedProperties } from './support/swipeWorld.ts';

/** The seller's live connection, which the test can cut and restore like a network would. */
async function cuttableSocket(context: BrowserContext) {
  let down = false;
  let refused = 0;
  const open: { close(): Promise<void> }[] = [];
  await context.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (down) {
      refused += 1;
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });
  // With the websocket refused the client falls back to long polling: refused too while down.
  await context.route(/\/socket\.io\//, (route) => (down ? route.abort('internetdisconnected') : route.continue()));
  return {
    async cut() {
      down = true;
      for (const socket of open.splice(0)) await socket.close();
    },
    restore() {
      down = false;
    },
    refused: () => refused,
  };
}

const receivedSection = (page: Page) => page.getByRole('region', { name: 'Superlikes recibidos' });

describe.skipIf(!hasChromium)("a superlike on the seller's open dashboard", () => {
  const world = useBrowserWorld();

  it('shows the buyer at once, goes when cancelled, and is not lost while the socket is down', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const buyer = await world.server.world.accountFor({});
    await nameAccount(baseUrl, seller.token, 'Inmobiliaria Sur');
    await nameAccount(baseUrl, buyer.token, 'Ana');
    const properties = await seedProperties(baseUrl, seller.token);
    const titleOf = (id: string) => properties.find((property) => property.id === id)?.title ?? '';
    const uuid = await createPropertySearch(baseUrl, buyer.token, seller.userId);

    const sellerPage = await timedPage(world.browser, baseUrl, seller.token, false);
    const socket = await cuttableSocket(sellerPage.context());
    await sellerPage.goto('/dashboard');
    await sellerPage.getByRole('heading', { name: '¡Hola, Inmobiliaria Sur!' }).waitFor();
    const phone = await timedPage(world.browser, baseUrl, buyer.token, true);
    await phone.goto(`/search/${uuid}`);

    // Live: the seller's screen names the buyer well before the 7 s notice ends.
    const first = await activePublicationId(phone);
    await holdLike(phone);
    const notice = phone.getByRole('status').filter({ hasText: 'Tus datos de contacto serán enviados' });
    await notice.getByRole('button', { name: 'Cancelar' }).waitFor();
    await receivedSection(sellerPage)
      .getByText(`Ana dio superlike a «${titleOf(first)}».`)
      .waitFor({ timeout: 4_000 });
    expect(await notice.count()).toBe(1);

    // Cancelar within the notice takes it back from the seller's screen.
    const second = await nextCardAfter(phone, first);
    await holdLike(phone);
    const secondLine = receivedSection(sellerPage).getByText(`Ana dio superlike a «${titleOf(second)}».`);
    await secondLine.waitFor({ timeout: 4_000 });
    await notice.getByRole('button', { name: 'Cancelar' }).click();
    await secondLine.waitFor({ state: 'detached', timeout: 4_000 });

    // With the seller's socket down (its reconnections refused), the third superlike still shows.
    await socket.cut();
    await expect.poll(socket.refused, { timeout: 10_000 }).toBeGreaterThan(0);
    const third = await nextCardAfter(phone, second);
    await holdLike(phone);
    await expect
      .poll(async () => {
        const { data } = await api<{ data: { publication: { id: string } }[] }>(
          baseUrl,
          '/account/superlikes/received',
          { token: seller.token },
        );
        return data.map((superlike) => superlike.publication.id);
      })
      .toContain(third);
    socket.restore();
    await receivedSection(sellerPage)
      .getByText(`Ana dio superlike a «${titleOf(third)}».`)
      .waitFor({ timeout: 20_000 });
    await receivedSection(sellerPage)
      .getByText(`Ana dio superlike a «${titleOf(first)}».`)
      .waitFor();

    for (const page of [phone, sellerPage]) await page.context().close();
  }, 120_000);
});
