// Uniqueness (e-mail, slug, code, host) as reservation streams: whoever appends first to
// `reservation-{kind}-{value}` holds the value until releasing it.
import type { DomainEvent } from '@app/contracts';
import type { Decider } from './decider.ts';
import { DomainError } from './domainError.ts';

export type ReservationEvent =
  | DomainEvent<'reservation.claimed.v1', { kind: string; value: string; ownerId: string }>
  | DomainEvent<'reservation.released.v1', { kind: string; value: string; ownerId: string }>;

export type ReservationCommand =
  | { type: 'claim'; kind: string; value: string; ownerId: string; takenMessage: string; field: string }
  | { type: 'release'; kind: string; value: string; ownerId: string };

export type ReservationState = { ownerId: string | null };

export function reservationStream(kind: string, value: string): string {
  return `reservation-${kind}-${value.toLowerCase()}`;
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: { ownerId: null },
  evolve(_state, event) {
    switch (event.type) {
      case 'reservation.claimed.v1':
        return { ownerId: event.data.ownerId };
      case 'reservation.released.v1':
        return { ownerId: null };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    const { kind, value, ownerId } = command;
    switch (command.type) {
      case 'claim':
        if (state.ownerId === ownerId) return [];
        if (state.ownerId !== null) return DomainError.invalidField(command.field, command.takenMessage);
        return [{ type: 'reservation.claimed.v1', data: { kind, value, ownerId } }];
      case 'release':
        return state.ownerId === ownerId ? [{ type: 'reservation.released.v1', data: { kind, value, ownerId } }] : [];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
