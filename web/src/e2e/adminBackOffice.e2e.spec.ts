// The back office end to end (issue #22, "How it will be checked"): the demo administrator gives a
// new user the promocodes permission; that user sees only 'Códigos promocionales' under
// 'Administración de la plataforma' and creates a 100 % code for 3 months; another user redeems
// it; the administrator sees the usage, finds that user with Premium: Sí, acts as them and comes back,
// and reads in the audit who gave the permission. Then any group is renamed and deleted.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { signUp } from './support/premiumSellerThroughUi.ts';
import { signInThroughPanel } from './support/signInThroughPanel.ts';

const ADMIN_EMAIL = 'admin@demo.com.ar';

describe.skipIf(!hasChromium)('the admin back office in the browser', () => {
  const world = useBrowserWorld();

  async function signIn(browser: Browser, email: string): Promise<Page> {
    const page = await freshPage(browser, world.server.baseUrl);
    await page.goto('/');
    await signInThroughPanel(page, email, world.server.mail);
    return page;
  }

  async function rowOptions(page: Page, rowText: string, option: string): Promise<void> {
    const row = page.getByTestId('admin-row').filter({ hasText: rowText });
    await row.getByRole('button', { name: /^Opciones de/ }).click();
    await page.getByRole('menuitem', { name: option }).click();
  }

  async function searchList(page: Page, text: string, expected: string): Promise<void> {
    await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
    await page.getByTestId('admin-row').filter({ hasText: expected }).first().waitFor();
  }

  it('gives a permission, creates a code with it, and shows who redeemed it', async () => {
    const suffix = randomUUID().slice(0, 8);
    const operatorEmail = `operadora-${suffix}@example.com`;
    const customerEmail = `clienta-${suffix}@example.com`;
    const operatorName = `Paula Operadora ${suffix}`;
    const customerName = `Carla Clienta ${suffix}`;

    const operator = await freshPage(world.browser, world.server.baseUrl);
    await signUp(operator, operatorEmail, operatorName);
    const admin = await signIn(world.browser, ADMIN_EMAIL);

    // The administrator gives the operator the promocodes permission.
    await admin.goto('/admin/user');
    await searchList(admin, operatorName, operatorName);
    await rowOptions(admin, operatorName, 'Editar');
    await admin.getByRole('heading', { name: 'Editar usuario' }).waitFor();
    await admin.getByRole('switch', { name: 'Administrador' }).check();
    await admin.getByRole('checkbox', { name: 'Códigos promocionales' }).check();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Usuario actualizado correctamente.').waitFor();

    // The operator sees only that entry and creates a 100 % code for 3 months.
    await operator.reload();
    await operator.getByRole('button', { name: 'Menú de usuario' }).click();
    const platform = operator.getByRole('navigation', { name: 'Administración de la plataforma' });
    await platform.waitFor();
    expect(await platform.getByRole('button').allTextContents()).toEqual(['Códigos promocionales']);
    await platform.getByRole('button', { name: 'Códigos promocionales' }).click();
    await operator.getByRole('heading', { name: 'Códigos promocionales' }).waitFor();
    await operator.getByRole('button', { name: 'Nuevo' }).click();
    const code = `TRES${suffix.slice(0, 4).toUpperCase()}`;
    await operator.getByLabel('Código').fill(code.toLowerCase());
    expect(await operator.getByLabel('Código').inputValue()).toBe(code);
    await operator.getByLabel('Usos restantes').fill('5');
    await operator.getByLabel('Meses de premium').fill('3');
    await operator.getByRole('button', { name: 'Guardar' }).click();
    await operator.getByText('Código promocional creado correctamente.').waitFor();
    await operator.getByTestId('admin-row').filter({ hasText: code }).getByText('Usos restantes: 5').waitFor();
    // Other sections stay closed to the operator.
    await operator.goto('/admin/user');
    await operator.getByText('No tienes los permisos suficientes.').waitFor();

    // A customer redeems the code.
    const customer = await freshPage(world.browser, world.server.baseUrl);
    await signUp(customer, customerEmail, customerName);
    await customer.getByRole('main').getByRole('button', { name: 'Hazte premium' }).click();
    const panel = customer.getByRole('dialog');
    await panel.getByRole('heading', { name: 'Verificá tu correo' }).waitFor();
    const verification = await world.server.mail.nextCodeFor(customerEmail);
    await panel.locator('input[inputmode="numeric"]').first().click();
    await customer.keyboard.type(verification);
    await panel.getByLabel('Código promocional').fill(code);
    await panel.getByRole('button', { name: 'Activar premium' }).click();
    await customer.getByText('¡Felicitaciones, ahora eres premium!').waitFor();

    // The administrator sees the usage, and finds the customer with Premium: Sí.
    await admin.goto('/admin/promocode');
    await searchList(admin, code, code);
    await admin.getByTestId('admin-row').filter({ hasText: code }).getByText('Usos restantes: 4').waitFor();
    await rowOptions(admin, code, 'Ver usos');
    await admin.getByTestId('promocode-usage').filter({ hasText: customerName }).waitFor();

    await admin.goto('/admin/user');
    await admin.getByRole('button', { name: '+ Filtros' }).click();
    await admin.getByRole('radiogroup', { name: 'Premium' }).getByText('Sí').click();
    await searchList(admin, suffix, customerName);
    const rows = admin.getByTestId('admin-row');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(customerName)]);
    await admin.getByTestId('user-count').getByText('1 usuario').waitFor();

    // Acting as the customer, and back.
    await rowOptions(admin, customerName, 'Iniciar sesión');
    await admin.getByText(`Estás viendo la plataforma como ${customerName}`).waitFor();
    await admin.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await admin.waitForURL(/\/admin\/user$/);
    await admin.getByRole('heading', { name: 'Usuarios' }).waitFor();
    expect(await admin.getByText('Estás viendo la plataforma como').count()).toBe(0);

    // The audit names who gave the operator their permission.
    await admin.getByRole('button', { name: 'Auditoría' }).click();
    await admin.getByRole('heading', { name: 'Auditoría' }).waitFor();
    await searchList(admin, operatorName, operatorName);
    await admin
      .getByTestId('admin-row')
      .filter({ hasText: `cambió los permisos de ${operatorName}` })
      .first()
      .waitFor();
    for (const page of [admin, operator, customer]) await page.context().close();
  }, 180_000);

  it('renames and deletes any group, with its member count shown', async () => {
    const admin = await signIn(world.browser, ADMIN_EMAIL);
    await admin.goto('/admin/group');
    await admin.getByRole('heading', { name: 'Grupos' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Nuevo' }).count()).toBe(0);
    await searchList(admin, 'Club de Vendedores', 'Club de Vendedores');
    await admin
      .getByTestId('admin-row')
      .filter({ hasText: 'Club de Vendedores' })
      .getByText(/\d+ miembros?/)
      .waitFor();

    await rowOptions(admin, 'Club de Vendedores', 'Editar');
    await admin.getByRole('heading', { name: 'Editar grupo' }).waitFor();
    await admin.getByLabel('Nombre').fill('Cl');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Este campo debe tener al menos 3 caracteres').waitFor();
    await admin.getByLabel('Nombre').fill('Club de Vendedores del Norte');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Grupo actualizado correctamente.').waitFor();
    await searchList(admin, 'del Norte', 'Club de Vendedores del Norte');

    await rowOptions(admin, 'Club de Vendedores del Norte', 'Eliminar');
    const confirmation = admin.getByRole('dialog', { name: 'Eliminar grupo' });
    await confirmation.getByText('Esta acción no se puede deshacer.').waitFor();
    await confirmation.getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByText('Grupo eliminado correctamente.').waitFor();
    await expect
      .poll(() => admin.getByTestId('admin-row').filter({ hasText: 'Club de Vendedores' }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await admin.context().close();
  }, 120_000);
});
