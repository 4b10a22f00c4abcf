// Publication types, categories and extras share one life: created, changed, deleted.
import type { DomainEvent } from '@app/contracts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';

export type CatalogueItemCommand<Input> =
  | { type: 'create'; id: string; input: Input }
  | { type: 'change'; id: string; input: Input }
  | { type: 'delete'; id: string };

export type CatalogueItemState<Input> =
  | { status: 'absent' }
  | { status: 'active'; input: Input }
  | { status: 'deleted' };

interface ItemEventNames<Created extends string, Changed extends string, Deleted extends string> {
  created: Created;
  changed: Changed;
  deleted: Deleted;
}

export function catalogueItemDecider<
  Input,
  Data extends Input,
  Created extends string,
  Changed extends string,
  Deleted extends string,
>(
  names: ItemEventNames<Created, Changed, Deleted>,
  toData: (id: string, input: Input) => Data,
  toDeleted: (id: string) => Record<string, string>,
): Decider<
  CatalogueItemCommand<Input>,
  DomainEvent<Created | Changed, Data> | DomainEvent<Deleted, Record<string, string>>,
  CatalogueItemState<Input>
> {
  type Event = DomainEvent<Created | Changed, Data> | DomainEvent<Deleted, Record<string, string>>;
  return {
    initialState: { status: 'absent' },
    evolve(_state, event) {
      if (event.type === names.deleted) return { status: 'deleted' };
      return { status: 'active', input: event.data as Data };
    },
    decide(command, state): Event[] | DomainError {
      switch (command.type) {
        case 'create':
          if (state.status !== 'absent') return new DomainError('conflict', 'Ya existe.');
          return [{ type: names.created, data: toData(command.id, command.input) }];
        case 'change':
          if (state.status !== 'active') return DomainError.notFound();
          return [{ type: names.changed, data: toData(command.id, command.input) }];
        case 'delete':
          if (state.status !== 'active') return DomainError.notFound();
          return [{ type: names.deleted, data: toDeleted(command.id) }];
        default: {
          const unexpected: never = command;
          return unexpected;
        }
      }
    },
  };
}
