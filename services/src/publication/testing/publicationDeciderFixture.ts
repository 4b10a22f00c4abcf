// The publication decider spec's actors, moments, pictures and the commands and events it builds.
import type { PublicationEvent } from '@app/contracts';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import type { NewMedia } from '../media/mediaPlan.ts';
import { type PublicationActor, type PublicationCommand, publicationDecider } from '../publicationDecider.ts';
import { catalogue, input } from './catalogueFixture.ts';

export const ID = 'b8a3c6f4-0d59-4f7e-9a41-5b2c7e1d9f00';
export const seller: PublicationActor = { userId: 'seller', via: 'user' };
export const stranger: PublicationActor = { userId: 'stranger', via: 'user' };
export const synchronizer: PublicationActor = { userId: 'seller', via: 'synchronizer' };
export const now = new Date('2026-05-01T12:00:00.000Z');
export const M1 = '00000000-0000-4000-8000-000000000001';
export const M2 = '00000000-0000-4000-8000-000000000002';
export const M3 = '00000000-0000-4000-8000-000000000003';
export const M4 = '00000000-0000-4000-8000-000000000004';
export const OTHER = '00000000-0000-4000-8000-0000000000ff';

export const spec = DeciderSpecification.for(publicationDecider);
export const picture = (id: string): NewMedia => ({
  id,
  location: 'publications',
  file: `${id}.jpg`,
  info: { color: '#aabbcc', width: 1500, height: 1000 },
});
export const create = (
  actor = seller,
  uploads: NewMedia[] = [],
  changes: Record<string, unknown> = {},
): PublicationCommand => ({
  type: 'create',
  publicationId: ID,
  actor,
  input: input(changes),
  catalogue: catalogue(),
  uploads,
});
export const change = (actor: PublicationActor, changes: Record<string, unknown> = {}, uploads: NewMedia[] = []) =>
  ({ type: 'change', actor, input: input(changes), catalogue: catalogue(), uploads }) as const;

export const created = (actor = seller, uploads: NewMedia[] = []): PublicationEvent[] =>
  spec.given().when(create(actor, uploads)).thenEvents();
export const added = (media: NewMedia, number: number): PublicationEvent => ({
  type: 'publication.media_added.v1',
  data: { publicationId: ID, media: { ...media, type: 'image', number } },
});
