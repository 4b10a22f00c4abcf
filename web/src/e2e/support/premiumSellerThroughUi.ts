// A newcomer becomes a premium seller through the screens: signs up on the identification panel,
// then, from the interactive guide's first step, verifies the e-mail with the code the server
// sent and redeems the demo promotional code BIENVENIDA.
import type { Page } from 'playwright-core';

/** Reads the newest six-digit code sent to `email` (by default from the development outbox). */
export type CodeReader = (email: string) => Promise<string>;

export function developmentOutboxReader(baseUrl: string): CodeReader {
  return async (email) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const response = await fetch(new URL('/api/dev/outbox', baseUrl), { headers: { Accept: 'application/json' } });
      const messages = (await response.json()) as { to: string; text: string }[];
      const code = messages.find((message) => message.to.toLowerCase() === email)?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No code arrived for ${email}`);
  };
}

export async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/');
  // Home sends a visitor on to the landing, and navigating closes open panels: open it there.
  await page.waitForURL('**/landing');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Correo electrónico').fill(email);
  await panel.getByRole('button', { name: 'Continuar' }).click();
  await panel.getByRole('heading', { name: 'Creá tu cuenta' }).waitFor();
  await panel.getByLabel('Nombre').fill(name);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText(`¡Hola, ${name}!`).waitFor();
}

/** From the guide's step 1: verify the e-mail, then redeem BIENVENIDA. */
export async function activatePremiumFromGuide(page: Page, email: string, readCode: CodeReader): Promise<void> {
  await page.goto('/guide/start');
  await page
    .getByRole('region', { name: /Paso 1/ })
    .getByRole('button', { name: 'Activar premium' })
    .click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('heading', { name: 'Verificá tu correo' }).waitFor();
  const code = await readCode(email);
  await panel.locator('input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code);
  await page.getByText('Verificado correctamente.').waitFor();
  await panel.getByRole('heading', { name: 'Hazte premium' }).waitFor();
  await panel.getByLabel('Código promocional').fill('BIENVENIDA');
  await panel.getByRole('button', { name: 'Activar premium' }).click();
  await page.getByText('¡Felicitaciones, ahora eres premium!').waitFor();
}
