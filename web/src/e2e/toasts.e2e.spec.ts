// Toasts on a phone (issue 20 item 14): below a dialog's title, and a success message when
// settings or the catalogue address are saved. It has a server of its own: after the other
// newcomer journeys ran on the same server, the landing went blank on Ingresar (to find out).
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { signUp } from './support/premiumSellerThroughUi.ts';
import { signedInContext } from './support/swipeWorld.ts';

describe.skipIf(!hasChromium)('toasts on a phone', () => {
  const world = useBrowserWorld();

  it('shows toasts below dialog titles, and says so when settings or the catalogue address are saved', async () => {
    const { baseUrl } = world.server;
    const email = `nueva-${Date.now()}@example.com`;
    const page = await freshPage(world.browser, baseUrl);
    await signUp(page, email, 'Carla Núñez');
    await page.getByRole('main').getByRole('button', { name: 'Hazte premium' }).click();
    const panel = page.getByRole('dialog');
    const title = panel.getByRole('heading', { name: /tu correo/ });
    await title.waitFor();
    const toast = page.getByText('Código enviado.');
    await toast.waitFor();
    const [titleBox, toastBox] = [await title.boundingBox(), await toast.boundingBox()];
    if (!titleBox || !toastBox) throw new Error('No title or toast on screen');
    expect(toastBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    await page.context().close();

    const seller = await world.server.world.accountFor({ premium: true });
    const sellerPage = await (await signedInContext(world.browser, baseUrl, seller.token)).newPage();
    await sellerPage.goto('/account/setting');
    await sellerPage.getByLabel('Nombre').fill('Carla Núñez');
    await sellerPage.getByRole('button', { name: 'Guardar' }).click();
    await sellerPage.getByText('Tus datos se guardaron correctamente.').waitFor();
    await sellerPage.goto('/account/setting/slug');
    await sellerPage.getByLabel('Nombre de usuario').fill('Tienda de Carla');
    await sellerPage.getByRole('button', { name: 'Guardar' }).click();
    await sellerPage.getByText('Tu catálogo se guardó correctamente.').waitFor();
    await sellerPage.context().close();
  }, 60_000);
});
