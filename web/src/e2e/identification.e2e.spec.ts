// A newcomer's first visit, end to end: sign up with an e-mail, verify it with the code that
// arrives by real SMTP, become premium with the demo code, choose a catalogue address, log out.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';

describe.skipIf(!hasChromium)('identification in the browser', () => {
  const world = useBrowserWorld();

  it('takes a newcomer from the landing to a premium dashboard and out again', async () => {
    const email = `vendedora-${randomUUID().slice(0, 8)}@example.com`;
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/');
    await page.waitForURL(/\/landing$/);

    await page.getByRole('button', { name: 'Ingresar' }).click();
    const panel = page.getByRole('dialog');
    // No social client ids on this server: no social buttons, no provider scripts.
    await panel.getByLabel('Correo electrónico').waitFor();
    expect(await panel.getByRole('button', { name: /^Continuar con / }).count()).toBe(0);
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    await panel.getByLabel('Correo electrónico').fill(email);
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await panel.getByRole('heading', { name: 'Creá tu cuenta' }).waitFor();
    await panel.getByLabel('Nombre').fill('Lucía Fernández');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('¡Hola, Lucía Fernández!').waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Hazte premium' }).click();
    await panel.getByRole('heading', { name: 'Verificá tu correo' }).waitFor();
    const code = await world.server.mail.nextCodeFor(email);
    // Six boxes, one digit each: typing fills them in turn and the last one submits.
    await panel.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(code);
    await page.getByText('Verificado correctamente.').waitFor();

    await panel.getByRole('heading', { name: 'Hazte premium' }).waitFor();
    await panel.getByLabel('Código promocional').fill('bienvenida');
    await panel.getByRole('button', { name: 'Activar premium' }).click();
    await page.getByText('¡Felicitaciones, ahora eres premium!').waitFor();

    await page.goto('/account/setting/slug');
    await page.getByLabel('Nombre de usuario').fill('Tienda de Lucía');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(
        async () =>
          (
            await world.server.world.platform.db
              .selectFrom('users')
              .select('slug')
              .where('email', '=', email)
              .executeTakeFirst()
          )?.slug,
      )
      .toBe('tienda-de-lucia');

    await page.goto('/');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: '¡Hola, Lucía Fernández!' }).waitFor();

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByText('Cerrar sesión').click();
    await page.getByRole('heading', { name: 'Hasta luego' }).waitFor();
    await page.waitForURL(/\/landing$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.context().close();
  });

  it('on a 390 px phone, puts the terms box beside its words and the focus on the code boxes', async () => {
    const email = `telefono-${randomUUID().slice(0, 8)}@example.com`;
    const context = await world.browser.newContext({
      locale: 'es-AR',
      baseURL: world.server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Correo electrónico').fill(email);
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await panel.getByRole('heading', { name: 'Creá tu cuenta' }).waitFor();

    const terms = panel.getByRole('checkbox');
    const box = await terms.boundingBox();
    // The first line of its words: the label's first text, measured as laid out.
    const firstLine = await panel.getByText(/^Acepto los/).evaluate((label) => {
      const words = document.createRange();
      const text = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      if (!text) throw new Error('The label has no text');
      words.selectNodeContents(text);
      const line = words.getClientRects()[0];
      return line ? { y: line.y, height: line.height } : null;
    });
    if (!box || !firstLine) throw new Error('The terms box or its words are not laid out');
    expect(Math.abs(box.y + box.height / 2 - (firstLine.y + firstLine.height / 2))).toBeLessThanOrEqual(4);

    await panel.getByLabel('Nombre').fill('Nora Telefónica');
    await terms.check();
    await panel.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('¡Hola, Nora Telefónica!').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Hazte premium' }).click();
    await panel.getByRole('heading', { name: 'Verificá tu correo' }).waitFor();
    const firstBox = panel.locator('input[inputmode="numeric"]').first();
    await expect.poll(() => firstBox.evaluate((input) => input === document.activeElement)).toBe(true);
    // The drawer settles its own focus once it has slid in: the code box keeps it.
    await page.waitForTimeout(500);
    expect(await firstBox.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(await world.server.mail.nextCodeFor(email));
    // Verified, the panel goes on to what was asked for. Its toast may wait: one toast shows at a
    // time, and 'Código enviado.' stays while the pointer left on the last tap rests over it (the
    // journey above reads 'Verificado correctamente.' with its pointer on the code box).
    await panel.getByRole('heading', { name: 'Hazte premium' }).waitFor();
    await panel.getByLabel('Código promocional').waitFor();
    await context.close();
  });
});
