// @vitest-environment happy-dom
// Toasts shown before their container was downloaded still appear, once it arrives.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { notifyError } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

afterEach(cleanup);

it('downloads the toast container on the first toast and shows that toast', async () => {
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  notifyError('No se pudo guardar.');
  expect(await screen.findByText('No se pudo guardar.', {}, { timeout: 5_000 })).toBeTruthy();
  expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
});
