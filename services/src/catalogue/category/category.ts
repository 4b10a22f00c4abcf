import type { CategoryEvent, CategoryInput } from '@app/contracts';
import type { Decider, DomainError } from '../../commands/index.ts';
import { type CatalogueItemCommand, type CatalogueItemState, catalogueItemDecider } from '../catalogueItemDecider.ts';

export const categoryStream = (categoryId: string) => `category-${categoryId}`;

/** 'Autos y Camionetas' → 'autos-y-camionetas'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const lifecycle = catalogueItemDecider(
  { created: 'category.created.v1', changed: 'category.changed.v1', deleted: 'category.deleted.v1' },
  (categoryId, input: CategoryInput) => ({ ...input, categoryId, slug: slugify(input.name) }),
  (categoryId) => ({ categoryId }),
);

export const categoryDecider: Decider<
  CatalogueItemCommand<CategoryInput>,
  CategoryEvent,
  CatalogueItemState<CategoryInput>
> = {
  initialState: lifecycle.initialState,
  evolve: (state, event) => lifecycle.evolve(state, event as Parameters<typeof lifecycle.evolve>[1]),
  decide: (command, state) => lifecycle.decide(command, state) as readonly CategoryEvent[] | DomainError,
};
