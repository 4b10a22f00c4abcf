// A catalogue and publications for search tests and the benchmark. Publications are appended as
// their facts (`publication.created.v1`, `publication.priority_set.v1`) and read models are built by
// the projections, never written directly.
import { randomUUID } from 'node:crypto';
import type { Checkpoint, PublicationEvent, PublicationFields } from '@app/contracts';
import type { EventToAppend } from '@app/eventstore';
import { eventMetadata, systemContext } from '../../commands/commandContext.ts';
import { seedDemoCatalogue } from '../../demo/seedDemoWorld.ts';
import type { Platform } from '../../platform.ts';
import { publicationStream } from '../../publication/publication.ts';
import { loadSearchCatalogue, type SearchCatalogue } from '../criteria/searchCatalogue.ts';

export interface CatalogueIds {
  catalogue: SearchCatalogue;
  typeId(slug: string): string;
  categoryId(typeSlug: string, name: string): string;
}

export async function seedSearchCatalogue(platform: Platform): Promise<CatalogueIds> {
  await seedDemoCatalogue(platform);
  return catalogueIds(await loadSearchCatalogue(platform.db));
}

/** Ids by slug and name in a loaded catalogue; an unknown one is an error. */
export function catalogueIds(catalogue: SearchCatalogue): CatalogueIds {
  const typeNamed = (slug: string) => {
    const type = catalogue.types.find((candidate) => candidate.slug === slug);
    if (!type) throw new Error(`no type ${slug}`);
    return type;
  };
  return {
    catalogue,
    typeId: (slug) => typeNamed(slug).id,
    categoryId(typeSlug, name) {
      const category = typeNamed(typeSlug).categories.find((candidate) => candidate.name === name);
      if (!category) throw new Error(`${typeSlug} has no category ${name}`);
      return category.id;
    },
  };
}

export type PublicationSeed = Partial<PublicationFields> & {
  typeId: string;
  title: string;
  creatorId?: string;
  /** Days before `now` it was published. */
  ageDays?: number;
  priorityDays?: number;
};

const DAY_MS = 86_400_000;

export function publicationFields(seed: PublicationSeed): PublicationFields {
  return {
    code: null,
    description: null,
    text: null,
    url: null,
    categories: [],
    amount: null,
    amountSale: null,
    currency: 'ARS',
    address: null,
    extras: {},
    public: true,
    shareable: true,
    ...seed,
  };
}

/** The facts of one seeded publication: created, and a priority when asked. */
export function publicationEvents(seed: PublicationSeed, publicationId: string, now: Date): EventToAppend[] {
  const occurredAt = new Date(now.getTime() - (seed.ageDays ?? 0) * DAY_MS);
  const metadata = eventMetadata({ ...systemContext(occurredAt), userId: seed.creatorId ?? null });
  const { ageDays: _age, priorityDays, creatorId = randomUUID(), ...fields } = seed;
  const events: PublicationEvent[] = [
    {
      type: 'publication.created.v1',
      data: { ...publicationFields(fields), publicationId, createdBy: 'user', creatorId },
    },
  ];
  if (priorityDays !== undefined) {
    const expiresAt = new Date(now.getTime() + priorityDays * DAY_MS).toISOString();
    events.push({
      type: 'publication.priority_set.v1',
      data: { publicationId, priority: 'destacada', description: null, expiresAt },
    });
  }
  return events.map((event) => ({ ...event, metadata }));
}

/** Appends the publications and waits until the read models show them; returns their ids in order. */
export async function seedPublications(platform: Platform, seeds: readonly PublicationSeed[]): Promise<string[]> {
  const now = platform.clock.now();
  const ids: string[] = [];
  let last: Checkpoint | null = null;
  for (const seed of seeds) {
    const id = randomUUID();
    const result = await platform.store.append(publicationStream(id), publicationEvents(seed, id, now), 'no_stream');
    last = result.checkpoint;
    ids.push(id);
  }
  if (last) await platform.runner.waitFor(last, 30_000);
  return ids;
}
