// @vitest-environment happy-dom
// A panel opened over another: Escape closes the one on top and leaves the one beneath open.
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { closeOnlyTopmostPanelOnEscape } from './topmostEscape.ts';

let uninstall: () => void;
beforeAll(() => {
  uninstall = closeOnlyTopmostPanelOnEscape();
});
afterAll(() => uninstall());
afterEach(cleanup);

/** As a keyboard does: at the focused element, heard on its way through `window`. */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

function StackedPanels() {
  const [map, setMap] = useState(true);
  const [publication, setPublication] = useState(true);
  return (
    <MantineProvider>
      <Drawer opened={map} onClose={() => setMap(false)} title="Mapa" transitionProps={{ duration: 0 }}>
        <p>El mapa de la búsqueda</p>
        <Modal
          opened={publication}
          onClose={() => setPublication(false)}
          title="Publicación"
          transitionProps={{ duration: 0 }}
        >
          <p>Casa en Palermo</p>
        </Modal>
      </Drawer>
    </MantineProvider>
  );
}

it('closes only the panel on top, then the one beneath on a second Escape', async () => {
  render(<StackedPanels />);
  await screen.findByText('Casa en Palermo');
  pressEscape();
  await waitFor(() => expect(screen.queryByText('Casa en Palermo')).toBeNull());
  expect(screen.getByText('El mapa de la búsqueda')).toBeTruthy();
  pressEscape();
  await waitFor(() => expect(screen.queryByText('El mapa de la búsqueda')).toBeNull());
});
