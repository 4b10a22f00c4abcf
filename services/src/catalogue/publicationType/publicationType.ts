import {
  ADMIN_MESSAGES,
  type PublicationTypeEvent,
  type PublicationTypeInput,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { type CatalogueItemCommand, type CatalogueItemState, catalogueItemDecider } from '../catalogueItemDecider.ts';

export const publicationTypeStream = (typeId: string) => `publication_type-${typeId}`;

export type PublicationTypeCommand = CatalogueItemCommand<PublicationTypeInput> & {
  /** Titles of the extras that exist now, by id: a type may only list those, once each. */
  knownExtras: ReadonlyMap<string, string>;
};

const lifecycle = catalogueItemDecider(
  {
    created: 'publication_type.created.v1',
    changed: 'publication_type.changed.v1',
    deleted: 'publication_type.deleted.v1',
  },
  (typeId, input: PublicationTypeInput) => ({ ...input, typeId }),
  (typeId) => ({ typeId }),
);

export function extrasProblem(
  extraIds: readonly string[],
  knownExtras: ReadonlyMap<string, string>,
): DomainError | undefined {
  for (const [index, extraId] of extraIds.entries()) {
    const title = knownExtras.get(extraId);
    if (title === undefined) return DomainError.invalidField(`config.extras.${index}`, VALIDATION_MESSAGES.invalid);
    if (extraIds.indexOf(extraId) !== index) {
      return DomainError.invalidField(`config.extras.${index}`, ADMIN_MESSAGES.extraAlreadySelected(title));
    }
  }
  return undefined;
}

export const publicationTypeDecider: Decider<
  PublicationTypeCommand,
  PublicationTypeEvent,
  CatalogueItemState<PublicationTypeInput>
> = {
  initialState: lifecycle.initialState,
  evolve: (state, event) => lifecycle.evolve(state, event as Parameters<typeof lifecycle.evolve>[1]),
  decide(command, state) {
    if (command.type !== 'delete') {
      const problem = extrasProblem(command.input.config.extras, command.knownExtras);
      if (problem) return problem;
    }
    return lifecycle.decide(command, state) as readonly PublicationTypeEvent[] | DomainError;
  },
};
