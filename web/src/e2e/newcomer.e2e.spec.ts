// What a newcomer meets first on a phone, end to end (issue 20): contacting a seller, finding a
// search they joined, the counters of their lists, the swipe screen's notices and menus, toasts,
// and a page that stays when one of its parts cannot be downloaded.
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { activeCard, enableWhatsapp, menuItems, sharedAndJoined } from './support/newcomerFixture.ts';
import { signUp } from './support/premiumSellerThroughUi.ts';
import { createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

describe.skipIf(!hasChromium)('a newcomer on a phone', () => {
  const world = useBrowserWorld();

  it("contacts a seller from a publication's detail, which shows owner-only facts to its owner alone", async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    await enableWhatsapp(baseUrl, seller.token, 'Inmobiliaria Norte', '+5491155550101');
    await nameAccount(baseUrl, ana.token, 'Ana');
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);

    const page = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await page.goto(`/search/${uuid}`);
    const title = await activeCard(page).getByRole('heading').first().textContent();
    await activeCard(page).getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'Publicación' });
    await detail.getByRole('button', { name: 'Contactar' }).click();
    expect(await detail.getByText('Visibilidad').count()).toBe(0);
    const contact = page.getByRole('dialog', { name: 'Contactar' });
    await contact.getByText('Inmobiliaria Norte').waitFor();
    const links = contact.getByRole('link', { name: /5491155550101/ });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute('href')).toBe('tel:+5491155550101');
    const whatsapp = await links.last().getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5491155550101\?text=/);
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toContain(title ?? 'no title');
    expect(await contact.getByRole('link', { name: /@/ }).count()).toBe(0);

    const ownSearch = await createPropertySearch(baseUrl, seller.token, seller.userId);
    const sellerPage = await (await signedInContext(world.browser, baseUrl, seller.token)).newPage();
    await sellerPage.goto(`/search/${ownSearch}`);
    await activeCard(sellerPage).getByRole('button', { name: 'Ver detalle' }).click();
    const ownDetail = sellerPage.getByRole('dialog', { name: 'Publicación' });
    await ownDetail.getByText('Visibilidad').waitFor();
    expect(await ownDetail.getByRole('button', { name: 'Contactar' }).count()).toBe(0);
    for (const opened of [page, sellerPage]) await opened.context().close();
  }, 60_000);

  it('finds a search they joined in their lists, marked Invitado with its counters, and filters by participant', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const [seller, ana, bruno] = [
      await accounts.accountFor({ premium: true }),
      await accounts.accountFor({}),
      await accounts.accountFor({}),
    ];
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    const uuid = await sharedAndJoined(baseUrl, ana.token, bruno.token, seller.userId, seller.token);

    const page = await (await signedInContext(world.browser, baseUrl, bruno.token)).newPage();
    await page.goto('/account/search');
    const row = page.getByRole('article', { name: 'Inmuebles en Palermo' });
    await row.getByText('Invitado · búsqueda de Ana').waitFor();
    await row.getByText('2 me gusta · 1 descartadas').waitFor();
    await row.getByRole('button', { name: /^Opciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Publicaciones' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Eliminar' }).count()).toBe(0);
    await page.goto('/landing');
    await page.getByRole('region', { name: 'Tus últimas búsquedas' }).getByText('Inmuebles en Palermo').waitFor();

    const anaPage = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await anaPage.goto(`/account/search/${uuid}/filtered`);
    await anaPage.getByRole('textbox', { name: 'Participante' }).click();
    await anaPage.getByRole('option', { name: 'Bruno' }).click();
    await anaPage.getByText('Departamento con balcón en Palermo').waitFor();
    for (const opened of [page, anaPage]) await opened.context().close();
  }, 60_000);

  it('offers each person only the options they may use, and Cancelar a superlike during its notice only', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const [seller, ana, bruno] = [
      await accounts.accountFor({ premium: true }),
      await accounts.accountFor({}),
      await accounts.accountFor({}),
    ];
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    const uuid = await sharedAndJoined(baseUrl, ana.token, bruno.token, seller.userId, seller.token);

    const brunoPage = await (await signedInContext(world.browser, baseUrl, bruno.token)).newPage();
    const brunoItems = await menuItems(brunoPage, uuid);
    expect(brunoItems).toContain('Finalizar selección');
    for (const ownerOnly of ['Compartir', 'Cambiar nombre', 'Editar búsqueda', 'Publicar en el grupo']) {
      expect(brunoItems).not.toContain(ownerOnly);
    }
    const anaPage = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    const anaItems = await menuItems(anaPage, uuid);
    expect(anaItems).toEqual(expect.arrayContaining(['Compartir', 'Cambiar nombre', 'Editar búsqueda']));
    expect(anaItems).not.toContain('Publicar en el grupo');
    expect(anaItems).not.toContain('Finalizar selección');

    // Ana superlikes: it leaves at once (the seller sees it now); Cancelar stays for the notice's 7 s.
    await activeCard(anaPage).waitFor();
    const superlikeSent = anaPage.waitForRequest(
      (request) => request.url().endsWith('/decision') && (request.postData() ?? '').includes('"is_super":true'),
      { timeout: 5_000 },
    );
    await anaPage.getByRole('button', { name: /^Me gusta/ }).hover();
    await anaPage.mouse.down();
    await anaPage.waitForTimeout(1_700);
    await anaPage.mouse.up();
    await superlikeSent;
    const notice = anaPage.getByRole('status').filter({ hasText: 'Tus datos de contacto serán enviados' });
    await notice.getByRole('button', { name: 'Cancelar' }).waitFor();
    await expect.poll(() => notice.count(), { timeout: 8_000, interval: 100 }).toBe(0);
    for (const opened of [brunoPage, anaPage]) await opened.context().close();
  }, 60_000);

  it('goes home with a message from the search of a group or microsite that does not exist', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    for (const path of [
      '/group/6f1c1e0a-8d3b-4b8e-9a59-2f1f3c0b7d11/search',
      '/group/abc/search',
      '/microsite/search',
    ]) {
      await page.goto(path);
      await page.waitForURL(/\/landing$/);
      await page.getByText('No se encontró la información que buscaba.').first().waitFor();
    }
    await page.context().close();
  }, 60_000);

  it('opens results with one request for the search and one for its first batch', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    for (const context of [
      await signedInContext(world.browser, baseUrl, ana.token),
      await world.browser.newContext(),
    ]) {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith(`/api/search/${uuid}`)) requests.push(`${request.method()} ${path.replace(uuid, ':uuid')}`);
      });
      await page.goto(`${baseUrl}/search/${uuid}`);
      await activeCard(page).waitFor();
      await page.waitForTimeout(1_500);
      const count = (call: string) => requests.filter((request) => request === call).length;
      expect(count('GET /api/search/:uuid'), requests.join(', ')).toBe(1);
      expect(count('POST /api/search/:uuid/results'), requests.join(', ')).toBe(1);
      await context.close();
    }
  }, 60_000);

  it('says a search found nothing instead of blaming the person for liking nothing', async () => {
    const { baseUrl } = world.server;
    const emptyStore = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    const uuid = await createPropertySearch(baseUrl, ana.token, emptyStore.userId);
    const page = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await page.goto(`/search/${uuid}`);
    const finalSlide = page.getByTestId('final-slide');
    await finalSlide.getByText('No hay resultados').waitFor();
    expect(await finalSlide.getByText(/No te gustó/).count()).toBe(0);
    await page.context().close();
  }, 60_000);

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

  it('keeps the page and says so when a panel or a screen cannot be downloaded', async () => {
    // As on a first visit, before the service worker keeps the files: each one comes from the network.
    const context = await world.browser.newContext({
      locale: 'es-AR',
      baseURL: world.server.baseUrl,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const refuse = (name: string) =>
      page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), (route) => route.fulfill({ status: 429 }));

    await refuse('IdentifyPanel');
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('No se pudo abrir el panel. Revisá tu conexión y volvé a intentar.').waitFor();
    await page.getByRole('heading', { name: 'Grupos de vendedores' }).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('dialog').getByLabel('Correo electrónico').waitFor();

    await refuse('GuidePage');
    await page.goto('/guide/start');
    await page.getByRole('alert').getByText('No se pudo mostrar esta pantalla.').waitFor();
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('region', { name: /Paso 1/ }).waitFor();
    expect(crashes).toEqual([]);
    await context.close();
  }, 60_000);
});
