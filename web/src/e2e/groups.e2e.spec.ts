// Seller groups in a real browser (issue 21): a seller creates a public group with a logo and
// invites a colleague by link; the colleague accepts, lands on the group and the seller sees them
// arrive live, then what they publish; the colleague leaves after the warning; a visitor finds the
// group in the directory (by a nearby place, ranked by its local coverage, and by name), is asked to sign in for the administrators' details, and the group's
// search holds only the members' publications marked 'Impulsar'.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const GROUP = 'Red Inmobiliaria Palermo Norte';

/** A picture drawn by the browser itself, wider than tall, as the bytes of a PNG file. */
async function widePicture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#228be6';
    context.fillRect(0, 0, 480, 240);
    return canvas.toDataURL('image/png');
  });
  return { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** A property of the seller, marked 'Impulsar' (shareable) or kept out of every group. */
async function propertyOf(baseUrl: string, token: string, title: string, shareable: boolean): Promise<void> {
  const configuration = await api<{ types: { id: string; slug: string }[] }>(baseUrl, '/configuration');
  const typeId = configuration.types.find((type) => type.slug === 'inmuebles')?.id;
  const form = new FormData();
  form.append('data', JSON.stringify({ type_id: typeId, title, shareable, operation: 'sale' }));
  await api(baseUrl, '/account/publication', { method: 'POST', body: form, token });
}

/** A page signed in with the token, or a visitor's; the search tour and notification prompt dismissed. */
async function openAs(browser: Browser, baseUrl: string, token: string | null): Promise<Page> {
  const context = token
    ? await signedInContext(browser, baseUrl, token)
    : await browser.newContext({ locale: 'es-AR', baseURL: baseUrl, viewport: { width: 412, height: 860 } });
  if (!token) {
    await context.addInitScript(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
    });
  }
  await context.addCookies([{ name: 'guide-search', value: 'seen', url: baseUrl }]);
  return context.newPage();
}

async function createGroupWithLogo(page: Page): Promise<string> {
  await page.goto('/account/group/create');
  await page.getByRole('heading', { name: 'Crear grupo' }).waitFor();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(GROUP);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Compartimos cartera en Palermo y Belgrano.');
  await page.locator('input[type="file"]').setInputFiles(await widePicture(page));
  await expect.poll(() => page.getByRole('img', { name: GROUP }).getAttribute('src')).toMatch(/^data:image\//);
  await page.getByRole('switch', { name: 'Grupo público' }).check({ force: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Grupo cargado correctamente.').first().waitFor();
  await page.waitForURL(/\/account\/group\/[0-9a-f-]{36}\/show$/);
  await page.getByRole('heading', { name: GROUP }).waitFor();
  return page.url().split('/').at(-2) ?? '';
}

/** The logo as the browser drew it: square, whatever the picture's shape. */
async function logoSize(page: Page) {
  const logo = page.getByRole('img', { name: GROUP });
  await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return logo.evaluate((image) => [
    (image as HTMLImageElement).naturalWidth,
    (image as HTMLImageElement).naturalHeight,
  ]);
}

/** The directory's cards in order: each group's share of the searched place, read from its line. */
async function directoryRanking(page: Page) {
  const cards = await page.getByRole('article').allTextContents();
  return cards.map((text) => {
    const share = /Cubre (?:el (\d+) %|menos del 1 %)/.exec(text);
    return { text, percent: share ? Number(share[1] ?? 0.5) : 0 };
  });
}

const searchButton = (page: Page) => page.getByRole('button', { name: /^(Buscar|Sin resultados|\+?\d+ resultados?)$/ });

describe.skipIf(!hasChromium)('a seller group in the browser', () => {
  const world = useBrowserWorld();
  const people = {} as Record<'ana' | 'beto', { token: string }>;

  beforeAll(async () => {
    const { baseUrl } = world.server;
    for (const [key, name] of [
      ['ana', 'Ana Inmobiliaria'],
      ['beto', 'Beto Propiedades'],
    ] as const) {
      const account = await world.server.world.accountFor({ premium: true });
      await nameAccount(baseUrl, account.token, name);
      people[key] = account;
    }
    await seedProperties(baseUrl, people.ana.token);
    await propertyOf(baseUrl, people.ana.token, 'Cochera sin impulsar', false);
    await seedProperties(baseUrl, people.beto.token);
  });

  it('goes from creation and a shared link to a member arriving live, leaving, and the public directory', async () => {
    const { baseUrl } = world.server;
    const ana = await openAs(world.browser, baseUrl, people.ana.token);
    const groupId = await createGroupWithLogo(ana);
    const [width, height] = await logoSize(ana);
    expect(width).toBe(height);

    await ana.getByRole('button', { name: 'Invitar' }).click();
    const link = await ana.getByRole('textbox', { name: 'Link de invitación' }).inputValue();
    expect(link).toMatch(/\/invitation\/[0-9a-f-]{36}$/);

    const beto = await openAs(world.browser, baseUrl, people.beto.token);
    await beto.goto(link);
    await beto.getByText(GROUP).first().waitFor();
    await beto.getByRole('button', { name: 'Aceptar' }).click();
    await beto.waitForURL(new RegExp(`/account/group/${groupId}/show$`));
    await beto.getByRole('heading', { name: GROUP }).waitFor();

    // Ana never reloads: the arrival reaches her screen over the socket.
    await ana.getByText('Beto Propiedades se unió al grupo.').waitFor({ timeout: 10_000 });
    await ana.getByText('Beto Propiedades', { exact: true }).waitFor();
    // What Beto publishes from now on, marked 'Impulsar', enters the portfolio under Ana's eyes.
    await propertyOf(baseUrl, people.beto.token, 'Local sobre Cabildo', true);
    await ana.getByText('Beto Propiedades sumó "Local sobre Cabildo" a la cartera del grupo.').waitFor();

    await beto.getByRole('button', { name: 'Salir del grupo' }).click();
    const warning = beto.getByRole('dialog', { name: 'Salir del grupo' });
    await warning.getByText('Vas a perder el acceso al grupo hasta que alguien vuelva a agregarte.').waitFor();
    await warning.getByRole('button', { name: 'Salir del grupo' }).click();
    await beto.getByText('Saliste del grupo.').first().waitFor();
    await beto.waitForURL(/\/account\/group$/);

    const visitor = await openAs(world.browser, baseUrl, null);
    await visitor.goto('/group');
    // A place the group's name never says: it is listed for the share of Belgrano's publications
    // near it that Ana's properties in Palermo make, and ranked by it.
    await visitor.getByRole('textbox', { name: 'Buscar grupos' }).fill('Belgrano');
    const card = visitor.getByRole('article', { name: GROUP });
    await expect
      .poll(() => card.getByText(/^Cubre (el \d+ %|menos del 1 %) de las publicaciones cerca de Belgrano$/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    const ranked = await directoryRanking(visitor);
    expect(ranked).toEqual([...ranked].sort((first, second) => second.percent - first.percent));
    await visitor.getByRole('textbox', { name: 'Buscar grupos' }).fill('palermo norte');
    await visitor.getByText(GROUP, { exact: true }).click();
    await visitor.waitForURL(new RegExp(`/group/${groupId}$`));
    await visitor.getByText('Para ver los datos de los administradores debes estar logueado.').waitFor();
    expect(await visitor.getByText('Ana Inmobiliaria').count()).toBe(0);

    // Ana's three properties marked 'Impulsar': not her unshared one, not those of Beto, who left.
    await visitor.getByRole('button', { name: 'Buscar en el grupo' }).click();
    await visitor.waitForURL(new RegExp(`/group/${groupId}/search$`));
    await visitor.getByRole('textbox', { name: '¿Qué buscás?' }).click();
    await visitor.getByRole('option', { name: 'Inmuebles', exact: true }).click();
    await expect.poll(() => searchButton(visitor).textContent(), { timeout: 10_000 }).toBe('3 resultados');
    for (const page of [ana, beto, visitor]) await page.context().close();
  }, 120_000);
});
