// A person swiping on a phone that loses its connection: the cards still take their decisions, a
// discreet notice says they are kept, and once the connection returns the server records each one,
// in the order they were made, and only once.
import { participantStream } from '@app/contracts/swipe/events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { createPropertySearch, seedProperties, signedInContext } from './support/swipeWorld.ts';

const OFFLINE_NOTICE = 'Sin conexión: guardamos tus decisiones y las enviamos al volver';

const activeCard = (page: Page) => page.locator('[data-active="true"]').getByTestId('publication-card');
const cardOf = (page: Page, publicationId: string) =>
  page.locator(`[data-testid="publication-card"][data-publication-id="${publicationId}"]`);

async function activePublicationId(page: Page): Promise<string> {
  await activeCard(page).waitFor();
  return (await activeCard(page).getAttribute('data-publication-id')) ?? '';
}

describe.skipIf(!hasChromium)('deciding without a connection', () => {
  const world = useBrowserWorld();

  it('keeps the decisions, shows them made, and sends them in order once when the connection returns', async () => {
    const { baseUrl } = world.server;
    const platform = world.server.world.platform;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({ premium: true });
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const recorded = async () => {
      const events = await platform.store.readStream(participantStream(uuid, { kind: 'user', userId: ana.userId }));
      return events
        .filter((event) => event.type === 'search.decision_made.v1')
        .map((event) => {
          const data = event.data as { publicationId: string; like: boolean };
          return { publicationId: data.publicationId, like: data.like };
        });
    };

    const context = await signedInContext(world.browser, baseUrl, ana.token);
    const page = await context.newPage();
    await page.goto(`/search/${uuid}`);
    await activePublicationId(page);
    await context.setOffline(true);

    const made: { publicationId: string; like: boolean }[] = [];
    for (const like of [true, false, true]) {
      const publicationId = await activePublicationId(page);
      made.push({ publicationId, like });
      await page.getByRole('button', { name: like ? /^Me gusta/ : 'Descartar' }).click();
      await expect
        .poll(() => cardOf(page, publicationId).locator('[data-decision]').first().getAttribute('data-decision'))
        .toBe(like ? 'like' : 'reject');
      if (made.length < 3)
        await expect.poll(() => activePublicationId(page), { timeout: 5_000 }).not.toBe(publicationId);
    }
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    expect(await recorded()).toEqual([]);

    await context.setOffline(false);
    await expect.poll(recorded, { timeout: 20_000 }).toEqual(made);
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });

    // Opening the search again sends nothing twice and shows the decisions the server now holds.
    await page.reload();
    await page.getByText('Inmuebles en Palermo').first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await recorded()).toEqual(made);
    await context.close();
  });
});
