// Escape closes only the panel on top. Mantine 8 gives every open Modal and Drawer its own Escape
// listener on `window`, so a panel opened over another (a publication over the swipe's map, the
// scope chooser over the builder) closed both at once.
const PANEL_ROOTS = '.mantine-Modal-root, .mantine-Drawer-root';
const CLOSE_BUTTONS = '.mantine-Modal-close, .mantine-Drawer-close';

function closeTopmostPanel(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.isComposing) return;
  // Mantine's own mark: the Escape belongs to a dropdown inside the panel, not to the panel.
  if ((event.target as Element | null)?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
  // Portals are appended as panels open: the last root is the one on top.
  const open = document.querySelectorAll(PANEL_ROOTS);
  if (open.length < 2) return;
  const close = open[open.length - 1]?.querySelector<HTMLElement>(CLOSE_BUTTONS);
  if (!close) return;
  event.stopImmediatePropagation();
  close.click();
}

/**
 * Listens before any panel does (capture on `window`, installed before the first render), so the
 * panels' own listeners never hear an Escape that belongs to the one on top.
 */
export function closeOnlyTopmostPanelOnEscape(): () => void {
  window.addEventListener('keydown', closeTopmostPanel, { capture: true });
  return () => window.removeEventListener('keydown', closeTopmostPanel, { capture: true });
}
