// @vitest-environment happy-dom
// The swipe card as the person sees it: title, price (the sale price with the old one struck out
// and the discount), the priority, their decision and the group's wait as badges, where it is and
// who publishes it, and its pictures in the renditions the browser picks by width (at most five).
import type { Configuration } from '@app/contracts/configuration';
import type { Media } from '@app/contracts/publication/publication';
import type { SearchResult } from '@app/contracts/search/results';
import { CONSENSUS_MESSAGES } from '@app/contracts/swipe/consensus';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { configuration } from '../../session/sessionState.ts';
import type { SwipeDecision } from '../decisions/decisionState.ts';
import type { CardImageLoading } from './ImageCarousel.tsx';
import { PublicationCard } from './PublicationCard.tsx';

const ORIGIN = 'http://127.0.0.1/api/media/publications';

function media(number: number): Media {
  const file = `0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a1${number}`;
  return {
    id: crypto.randomUUID(),
    type: 'image',
    location: 'publications',
    file: `${file}.jpg`,
    file_url: `${ORIGIN}/${file}.jpg`,
    number,
    info: { color: '#333333', width: 800, height: 600 },
  };
}

function result(change: Partial<SearchResult> = {}): SearchResult {
  return {
    id: crypto.randomUUID(),
    type_id: crypto.randomUUID(),
    title: 'Casa con jardín en Palermo',
    code: null,
    description: null,
    text: null,
    url: null,
    categories: [],
    medias: [media(1), media(2)],
    amount: 200_000,
    amount_sale: 150_000,
    currency: 'USD',
    priority: 'destacada',
    priority_description: null,
    address: { title: 'Palermo, Buenos Aires', geolocation: { coordinates: [-34.58, -58.42] } },
    extras: {},
    users: [
      { id: crypto.randomUUID(), name: 'Inmobiliaria Sur', slug: null, avatar_url: null, pivot: { creator: true } },
      { id: crypto.randomUUID(), name: 'Ana', slug: null, avatar_url: null, pivot: { creator: false } },
    ],
    public: true,
    shareable: true,
    created_by: 'user',
    editable: false,
    deletable: false,
    locked_reason: null,
    listed_at: '2026-11-01T12:00:00-03:00',
    published_at: '2026-11-01T12:00:00-03:00',
    price_history: [],
    like: null,
    is_super: false,
    like_count: 0,
    decisions_count: 0,
    group_waiting: false,
    ...change,
  } as SearchResult;
}

beforeEach(() => {
  configuration.value = {
    currencies: [{ code: 'USD', symbol: 'US$', title: 'Dólares' }],
    priorities: [
      { slug: 'destacada', title: 'Destacada', description: '', color: 'orange', icon: 'star', expires_in: 30 },
    ],
    types: [],
  } as unknown as Configuration;
});

afterEach(() => {
  cleanup();
  configuration.value = null;
});

function renderCard(shown: SearchResult, decision: SwipeDecision = 'none', loading: CardImageLoading = 'priority') {
  render(
    <MantineProvider>
      <PublicationCard
        result={shown}
        decision={decision}
        active
        imageLoading={loading}
        onDecide={() => true}
        onZoomingChange={() => undefined}
        registerHandle={() => undefined}
      />
    </MantineProvider>,
  );
  return screen.getByTestId('publication-card');
}

it('shows the title, the sale price beside the struck-out price with the discount, where and who', () => {
  const card = within(renderCard(result()));
  expect(card.getByRole('heading', { name: 'Casa con jardín en Palermo' })).toBeTruthy();
  expect(card.getByText('US$ 150.000')).toBeTruthy();
  expect(card.getByText('US$ 200.000').style.textDecoration).toBe('line-through');
  expect(card.getByText('-25%')).toBeTruthy();
  expect(card.getByText('Palermo, Buenos Aires')).toBeTruthy();
  expect(card.getByText('Inmobiliaria Sur y 1 más')).toBeTruthy();
  expect(card.getByRole('button', { name: 'Ver detalle' })).toBeTruthy();
});

it("says 'Sin precio' without an amount, and no discount", () => {
  const card = within(renderCard(result({ amount: null, amount_sale: null })));
  expect(card.getByText('Sin precio')).toBeTruthy();
  expect(card.queryByText(/^-\d+%$/)).toBeNull();
});

it('badges the priority, the decision taken and the group waiting only while undecided', () => {
  const waiting = result({ group_waiting: true });
  let card = within(renderCard(waiting));
  expect(card.getByText('Destacada')).toBeTruthy();
  expect(card.getByText(CONSENSUS_MESSAGES.groupWaiting)).toBeTruthy();
  expect(card.queryByRole('img', { name: 'Te gusta' })).toBeNull();
  cleanup();

  card = within(renderCard(waiting, 'superlike'));
  expect(card.getByRole('img', { name: 'Superlike' })).toBeTruthy();
  expect(card.queryByText(CONSENSUS_MESSAGES.groupWaiting)).toBeNull();
  cleanup();

  card = within(renderCard(result({ priority: null }), 'reject'));
  expect(card.getByRole('img', { name: 'Rechazada' })).toBeTruthy();
  expect(card.queryByText('Destacada')).toBeNull();
});

it('offers the first picture in its thumb, card and full renditions, sized to the card', () => {
  const card = within(renderCard(result({ medias: [media(2), media(1)] })));
  const picture = card.getByAltText('Casa con jardín en Palermo, imagen 1 de 2') as HTMLImageElement;
  const first = `${ORIGIN}/0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a11`;
  expect(picture.getAttribute('src')).toBe(`${first}.jpg`);
  expect(picture.getAttribute('srcset')).toBe(
    `${first}-thumb.webp 320w, ${first}-card.webp 800w, ${first}-full.webp 1500w`,
  );
  expect(picture.getAttribute('sizes')).toBe('(max-width: 496px) calc(100vw - 16px), 480px');
  expect(picture.getAttribute('loading')).toBe('eager');
  expect(picture.getAttribute('fetchpriority')).toBe('high');
  expect(card.getByRole('progressbar', { name: 'Imágenes' }).getAttribute('aria-valuemax')).toBe('2');
});

it('leaves a later card’s picture to load lazily, shows at most five and says when there are none', () => {
  const many = [1, 2, 3, 4, 5, 6, 7].map(media);
  let card = within(renderCard(result({ medias: many }), 'none', 'lazy'));
  const picture = card.getByAltText('Casa con jardín en Palermo, imagen 1 de 5');
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect(picture.getAttribute('fetchpriority')).toBeNull();
  cleanup();

  card = within(renderCard(result({ medias: [] })));
  expect(card.getByText('Sin imágenes')).toBeTruthy();
  expect(card.queryByRole('progressbar')).toBeNull();
});
