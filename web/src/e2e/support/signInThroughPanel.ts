// Signing in as a person does: 'Ingresar', the e-mail, then the code the mail catcher received.
import type { Page } from 'playwright-core';

export interface CodeMailbox {
  nextCodeFor(email: string): Promise<string>;
}

export async function signInThroughPanel(page: Page, email: string, mail: CodeMailbox): Promise<void> {
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Correo electrónico').fill(email);
  await panel.getByRole('button', { name: 'Continuar' }).click();
  await panel.getByRole('heading', { name: 'Ingresá el código' }).waitFor();
  const code = await mail.nextCodeFor(email);
  await panel.locator('input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
}
