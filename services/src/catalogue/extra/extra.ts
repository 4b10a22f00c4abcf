import type { ExtraEvent, ExtraInput } from '@app/contracts';
import type { Decider, DomainError } from '../../commands/index.ts';
import { type CatalogueItemCommand, type CatalogueItemState, catalogueItemDecider } from '../catalogueItemDecider.ts';

export const extraStream = (extraId: string) => `extra-${extraId}`;

const lifecycle = catalogueItemDecider(
  { created: 'extra.created.v1', changed: 'extra.changed.v1', deleted: 'extra.deleted.v1' },
  (extraId, input: ExtraInput) => ({ ...input, extraId }),
  (extraId) => ({ extraId }),
);

export const extraDecider: Decider<CatalogueItemCommand<ExtraInput>, ExtraEvent, CatalogueItemState<ExtraInput>> = {
  initialState: lifecycle.initialState,
  evolve: (state, event) => lifecycle.evolve(state, event as Parameters<typeof lifecycle.evolve>[1]),
  decide: (command, state) => lifecycle.decide(command, state) as readonly ExtraEvent[] | DomainError,
};
