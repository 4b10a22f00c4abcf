// Signing in with Google and Apple in a real browser against local identity providers (the server
// trusts their keys; the client loads their stand-in sign-in scripts): a guest's search goes with
// them into the account, Apple's failure says so, and Instagram's browser is told to open Chrome or
// Safari instead of starting a Google sign-in that Google would refuse.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { type BrowserWorld, useBrowserWorld } from './support/liveServer.ts';
import { APPLE, GOOGLE, useSocialProviders } from './support/socialProviders.ts';
import { api, createPropertySearch } from './support/swipeWorld.ts';

const INSTAGRAM_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 Instagram 309.0.0.40.113 (iPhone14,5; iOS 17_0; es_AR; es; scale=3.00; 1170x2532)';

const person = (name: string) => ({
  email: `social-${randomUUID().slice(0, 8)}@example.com`,
  email_verified: true,
  name,
});

/** A visitor whose browser already made a search as a guest (kept across reloads until they sign in). */
async function guestWithSearch(world: BrowserWorld): Promise<{ page: Page; uuid: string }> {
  const { baseUrl } = world.server;
  const guestKey = randomUUID().replaceAll('-', '').padEnd(43, 'x');
  const seller = await world.server.world.accountFor({ premium: true });
  const uuid = await createPropertySearch(baseUrl, { guestKey }, seller.userId);
  const page = await freshPage(world.browser, baseUrl);
  await page.context().addInitScript(
    ([key, search]) => {
      const { localStorage } = globalThis as unknown as { localStorage: Storage };
      if (localStorage.getItem('auth') !== null) return;
      localStorage.setItem('guest-key', key);
      localStorage.setItem('auth', JSON.stringify({ token: null, searches: [search] }));
    },
    [guestKey, uuid] as const,
  );
  return { page, uuid };
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const { localStorage } = globalThis as unknown as { localStorage: { getItem(k: string): string | null } };
    return (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '';
  });
  expect(token).not.toBe('');
  return token;
}

describe.skipIf(!hasChromium)('signing in with Google and Apple', () => {
  const providers = useSocialProviders();
  const world = useBrowserWorld(() => ({ environment: providers.environment() }));

  it('signs a guest in with Google from the identification panel and keeps their search', async () => {
    const { baseUrl } = world.server;
    const { page, uuid } = await guestWithSearch(world);
    const ana = person('Ana Google');
    providers.google.signInInBrowserAs({ claims: ana, issuer: GOOGLE.issuer });
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Continuar con Apple' }).waitFor();
    await panel.getByRole('button', { name: 'Continuar con Google' }).click();
    await panel.getByRole('heading', { name: '¡Hola, Ana Google!' }).waitFor();
    expect(providers.google.browserTokensIssued()).toBe(1);

    const token = await storedToken(page);
    const mine = await api<{ uuid: string }[]>(baseUrl, '/account/search/list', { token });
    expect(mine.map((search) => search.uuid)).toContain(uuid);
    const user = await api<{ email: string; email_verified: boolean }>(baseUrl, '/user', { token });
    expect(user).toMatchObject({ email: ana.email, email_verified: true });
    await page.context().close();
  });

  it('says "Error en el login." when Apple fails, then signs in with Apple on its own screen', async () => {
    const { baseUrl } = world.server;
    const page = await freshPage(world.browser, baseUrl);
    providers.apple.signInInBrowserAs(null);
    await page.goto('/auth/social/apple');
    await page.getByRole('heading', { name: 'Ingresar con Apple' }).waitFor();
    await page.getByRole('button', { name: 'Continuar con Apple' }).click();
    await page.getByText('Error en el login.').waitFor();
    expect(await page.getByRole('button', { name: 'Continuar con Google' }).count()).toBe(0);

    const bruno = person('Bruno Apple');
    providers.apple.signInInBrowserAs({ claims: bruno, issuer: APPLE.issuer });
    await page.getByRole('button', { name: 'Continuar con Apple' }).click();
    await page.getByText('Ya ingresaste a tu cuenta.').waitFor();
    // Home: the landing for an account that is not premium, now with the user menu.
    await page.waitForURL(/\/landing$/);
    await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
    const user = await api<{ email: string }>(baseUrl, '/user', { token: await storedToken(page) });
    expect(user.email).toBe(bruno.email);
    await page.context().close();
  });

  it('refuses a token the provider did not sign with the same message', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    // Signed with Google's key for our client id, but naming Apple as its issuer.
    providers.google.signInInBrowserAs({ claims: person('Carla'), issuer: APPLE.issuer });
    await page.goto('/auth/social/google');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.getByText('Error en el login.').waitFor();
    await page.getByRole('heading', { name: 'Ingresar con Google' }).waitFor();
    await page.context().close();
  });

  it("tells Instagram's in-app browser to open the page in Chrome or Safari instead of starting Google", async () => {
    const context = await world.browser.newContext({
      locale: 'es-AR',
      baseURL: world.server.baseUrl,
      userAgent: INSTAGRAM_USER_AGENT,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const issuedBefore = providers.google.browserTokensIssued();
    providers.google.signInInBrowserAs({ claims: person('Dana'), issuer: GOOGLE.issuer });
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar con Google' }).click();
    const notice = page.getByRole('dialog', { name: 'Abrí la página en Chrome o Safari' });
    await notice.getByText('Google no permite ingresar desde el navegador de Instagram', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Entendido' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(providers.google.browserTokensIssued()).toBe(issuedBefore);
    expect(await page.locator('script[src$="/gsi/client"]').count()).toBe(0);
    await context.close();
  });
});
