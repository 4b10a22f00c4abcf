// Every side panel, dialog and menu a person can open from the real screens (SPEC.md "Side
// panels", the confirmation dialogs), opened the way a person opens them, grouped by the page load
// they start from. Browser checks that must look at every panel (accessibility) take the list from
// here, so a new panel is added once. `check` is called with each panel on screen.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ScreensWorld } from './realScreens.ts';
import { api, inmueblesTypeId } from './swipeWorld.ts';

export type PanelCheck = (label: string) => Promise<void>;

const SECOND = 1_000;
/** Mantine's panel transitions last 200–300 ms: a panel is checked once it has settled. */
const SETTLE_MS = 350;

type OpenLayer = 'dialog' | 'menu';

const openCount = (page: Page, layer: OpenLayer) => page.getByRole(layer).count();

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a panel, checks it and closes it again (Escape unless `close` says otherwise), waiting each
 * time until the number of open dialogs or menus has changed.
 */
async function inPanel(
  page: Page,
  label: string,
  check: PanelCheck,
  open: () => Promise<unknown>,
  { layer = 'dialog', close }: { layer?: OpenLayer; close?: () => Promise<unknown> } = {},
): Promise<void> {
  const before = await openCount(page, layer);
  await open();
  await expect.poll(() => openCount(page, layer), { timeout: 10 * SECOND, message: label }).toBeGreaterThan(before);
  await page.waitForTimeout(SETTLE_MS);
  await check(label);
  await (close ? close() : page.keyboard.press('Escape'));
  await expect.poll(() => openCount(page, layer), { timeout: 10 * SECOND, message: label }).toBe(before);
  await page.waitForTimeout(SETTLE_MS);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const withinDialog = (page: Page) => page.getByRole('dialog').last();
/** A panel over another, closed by its own button as a person on a phone does (no Escape key there). */
const closeTopDialog = (page: Page) => () => withinDialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
const cancelIn = (page: Page) => () => page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

async function groupSearch(baseUrl: string, token: string, groupId: string): Promise<string> {
  const filters = [{ type_id: await inmueblesTypeId(baseUrl), title: 'Inmuebles del grupo' }];
  const { data } = await api<{ data: { uuid: string } }>(baseUrl, '/search', {
    method: 'POST',
    body: JSON.stringify({ group_id: groupId, filters }),
    headers: { 'Content-Type': 'application/json' },
    token,
  });
  return data.uuid;
}

/** The panels a signed-in premium seller opens: shell, builder, swipe screen, lists, group, admin. */
export async function checkSellerPanels(
  page: Page,
  baseUrl: string,
  world: ScreensWorld,
  check: PanelCheck,
): Promise<void> {
  const { search, group } = world.ids;

  await settle(page, '/landing');
  await inPanel(page, 'menú de usuario', check, () => button(page, 'Menú de usuario').click());
  await inPanel(page, 'mis grupos', check, () => button(page, 'Mis grupos').click());

  await settle(page, '/search');
  await inPanel(page, 'búsqueda rápida', check, () => button(page, 'Búsqueda rápida').click());
  await inPanel(page, 'historial de búsquedas', check, () => button(page, 'Anteriores').click());

  await settle(page, `/search/${search}`);
  await inPanel(page, 'detalle de la publicación (dueño)', check, () => button(page, 'Ver detalle').click());
  await inPanel(page, 'mapa', check, () => button(page, 'Mapa').click());
  const options = () => button(page, /^Opciones/).click();
  await inPanel(page, 'menú de opciones de la búsqueda', check, options, { layer: 'menu' });
  for (const item of ['Compartir', 'Regla de coincidencia', 'Cambiar nombre', 'Alertas']) {
    await inPanel(page, `${item.toLowerCase()} (búsqueda)`, check, async () => {
      await options();
      await page.getByRole('menuitem', { name: item }).click();
    });
  }
  // A like gives the filtered list a publication to comment on.
  await button(page, /^Me gusta/).click();
  await page.waitForTimeout(SECOND);

  // Publishing needs a search made in a group.
  await settle(page, `/search/${await groupSearch(baseUrl, world.token, group)}`);
  await inPanel(page, 'publicar en el grupo', check, async () => {
    await options();
    await page.getByRole('menuitem', { name: 'Publicar en el grupo' }).click();
  });

  await settle(page, `/account/search/${search}/filtered`);
  await inPanel(page, 'comentario', check, () => button(page, /^(Comentar|Editar comentario)$/).click());

  await settle(page, '/account/search');
  const searchOptions = () => button(page, /^Opciones de /).click();
  await inPanel(page, 'menú de una búsqueda', check, searchOptions, { layer: 'menu' });
  await inPanel(
    page,
    'eliminar búsqueda',
    check,
    async () => {
      await searchOptions();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    },
    { close: cancelIn(page) },
  );

  await settle(page, '/account/publication');
  await inPanel(page, 'carga rápida', check, () => button(page, 'Rápida').click());
  await inPanel(page, 'prioridad', check, () => button(page, 'Prioridad').click());
  await inPanel(page, 'eliminar publicación', check, () => button(page, 'Eliminar').click(), { close: cancelIn(page) });

  await settle(page, `/account/group/${group}/show`);
  await inPanel(page, 'menú del grupo', check, () => button(page, 'Acciones').click(), { layer: 'menu' });
  await inPanel(page, 'salir del grupo', check, () => button(page, 'Salir del grupo').click(), {
    close: cancelIn(page),
  });

  await settle(page, '/admin/microsite');
  await inPanel(page, 'menú de un micrositio', check, () => button(page, /^Opciones de /).click(), { layer: 'menu' });
}

/** The panels a visitor without a session opens: identification, the guides, detail, contact, images. */
export async function checkVisitorPanels(page: Page, world: ScreensWorld, check: PanelCheck): Promise<void> {
  const { search, micrositeBase } = world.ids;

  await settle(page, '/landing');
  await inPanel(page, 'identificación', check, () => button(page, 'Ingresar').click());

  // The guided tour opens by itself on a first visit to the builder.
  await settle(page, '/search');
  await page.getByRole('dialog', { name: 'Dónde buscás' }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await check('recorrido guiado del buscador');
  await button(page, 'Omitir').click();

  // So does the swipe guide on a first swipe screen.
  await settle(page, `/search/${search}`);
  await page.getByRole('region', { name: 'Guía' }).waitFor();
  await check('guía de la pantalla de resultados');
  await inPanel(page, 'detalle de la publicación', check, () => button(page, 'Ver detalle').click(), {
    close: async () => {
      const contact = () => withinDialog(page).getByRole('button', { name: 'Contactar' }).click();
      await inPanel(page, 'contactar', check, contact, { close: closeTopDialog(page) });
      await page.keyboard.press('Escape');
    },
  });

  // The demo microsite's publications have photos: the lightbox opens from the detail.
  await settle(page, `${micrositeBase}/microsite`);
  await inPanel(page, 'detalle con fotos', check, () => button(page, /^Ver /).click(), {
    close: async () => {
      const photo = () =>
        withinDialog(page)
          .getByRole('button', { name: /^Ver imagen 1 de / })
          .click();
      await inPanel(page, 'fotos a pantalla completa', check, photo, { close: closeTopDialog(page) });
      await page.keyboard.press('Escape');
    },
  });
}

/** The notification and install prompts of a device that earned them, at their times on a clock the check moves. */
export async function checkPrompts(page: Page, check: PanelCheck): Promise<void> {
  await page.context().addInitScript(() => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('prompts-earned-at', String(Date.now()));
  });
  await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });
  await settle(page, '/dashboard');
  await page.clock.runFor(6 * SECOND);
  const notifications = page.getByRole('dialog', { name: 'Activá las notificaciones' });
  await notifications.waitFor();
  await page.clock.runFor(SETTLE_MS);
  await check('aviso de notificaciones');
  await notifications.getByRole('button', { name: 'Ahora no' }).click();
  await page.clock.runFor(61 * SECOND);
  await page.getByRole('dialog', { name: 'Instalá Deslizá' }).waitFor();
  await page.clock.runFor(SETTLE_MS);
  await check('aviso de instalación');
}
