// @vitest-environment happy-dom
// The last card for a participant who is not the owner: 'Finalizar selección' while the selection
// is open; once finished it says so ('Selección finalizada') and cannot be pressed again.
import type { Search } from '@app/contracts/search/search';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FinalSlide } from './FinalSlide.tsx';

afterEach(cleanup);

const participantsSearch = {
  uuid: crypto.randomUUID(),
  is_owner: false,
  group_id: null,
} as Pick<Search, 'uuid' | 'is_owner' | 'group_id'> as Search;

function renderLastCard({ finished, likes }: { finished: boolean; likes: number }) {
  const nothing = () => undefined;
  const actions = {
    finished,
    finish: async () => undefined,
    viewPublications: nothing,
    share: nothing,
    sendList: async () => undefined,
    newSearch: nothing,
    edit: nothing,
    publish: nothing,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <FinalSlide search={participantsSearch} likes={likes} actions={actions} noResults={false} active={false} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it.each([1, 0])('offers to finish an open selection (%i likes)', (likes) => {
  renderLastCard({ finished: false, likes });
  expect(screen.getByRole('button', { name: 'Finalizar selección' }).hasAttribute('disabled')).toBe(false);
});

it.each([1, 0])('shows a finished selection as done, not as an offer (%i likes)', (likes) => {
  renderLastCard({ finished: true, likes });
  expect(screen.queryByRole('button', { name: 'Finalizar selección' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Selección finalizada' }).hasAttribute('disabled')).toBe(true);
});
