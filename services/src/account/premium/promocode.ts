// A promotional code: its terms, its uses left, and who redeemed it. Redemptions append with the
// stream's expected version, so concurrent ones can never take the uses left below zero.
import { DISCOUNT } from '@app/contracts';
import { PREMIUM_MESSAGES } from '@app/contracts/account/premium';
import type { PromocodeEvent, PromocodeInput, PromocodeTerms } from '@app/contracts/account/promocode';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';

export const promocodeStream = (promocodeId: string) => `promocode-${promocodeId}`;

export type PromocodeCommand =
  | { type: 'create'; id: string; input: PromocodeInput }
  | { type: 'change'; id: string; input: PromocodeInput }
  | { type: 'delete'; id: string }
  | { type: 'redeem'; usageId: string; userId: string; for: string; now: Date };

export type PromocodeState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | { status: 'active'; promocodeId: string; terms: PromocodeTerms; redeemers: string[] };

export function termsOf(input: PromocodeInput): PromocodeTerms {
  return {
    code: input.code,
    discount: input.discount,
    remaining: input.remaining,
    appliesFor: input.applies_for,
    validFrom: input.valid_from,
    validTo: input.valid_to,
    grantedMonths: input.config.granted_months,
  };
}

function evolve(state: PromocodeState, event: PromocodeEvent): PromocodeState {
  switch (event.type) {
    case 'promocode.created.v1':
    case 'promocode.changed.v1': {
      const { promocodeId, ...terms } = event.data;
      return { status: 'active', promocodeId, terms, redeemers: state.status === 'active' ? state.redeemers : [] };
    }
    case 'promocode.redeemed.v1':
      if (state.status !== 'active') return state;
      return {
        ...state,
        terms: { ...state.terms, remaining: event.data.remaining },
        redeemers: [...state.redeemers, event.data.userId],
      };
    case 'promocode.deleted.v1':
      return { status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

const refuse = (message: string) => DomainError.invalidField('code', message);

function isValidAt(terms: PromocodeTerms, now: Date): boolean {
  const from = terms.validFrom ? Date.parse(terms.validFrom) : Number.NEGATIVE_INFINITY;
  const to = terms.validTo ? Date.parse(terms.validTo) : Number.POSITIVE_INFINITY;
  return now.getTime() >= from && now.getTime() <= to;
}

function redeem(
  command: Extract<PromocodeCommand, { type: 'redeem' }>,
  state: PromocodeState,
): readonly PromocodeEvent[] | DomainError {
  if (state.status !== 'active') return refuse(PREMIUM_MESSAGES.unknownCode);
  const { terms, promocodeId } = state;
  if (!isValidAt(terms, command.now)) return refuse(PREMIUM_MESSAGES.notValidNow);
  if (!terms.appliesFor.includes(command.for)) return refuse(PREMIUM_MESSAGES.notApplicable);
  // Redeeming again changes nothing: a retry after a failure halfway can finish the grant.
  if (state.redeemers.includes(command.userId)) return [];
  if (terms.remaining <= 0) return refuse(PREMIUM_MESSAGES.exhausted);
  // Without payments, only a code that gives premium away can be redeemed here.
  if (terms.discount < DISCOUNT.max) return refuse(PREMIUM_MESSAGES.partialDiscount);
  const { usageId, userId } = command;
  const data = { promocodeId, usageId, userId, for: command.for, remaining: terms.remaining - 1 };
  return [{ type: 'promocode.redeemed.v1', data }];
}

export const promocodeDecider: Decider<PromocodeCommand, PromocodeEvent, PromocodeState> = {
  initialState: { status: 'absent' },
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'create':
        if (state.status !== 'absent') return new DomainError('conflict', 'Ya existe.');
        return [{ type: 'promocode.created.v1', data: { promocodeId: command.id, ...termsOf(command.input) } }];
      case 'change':
        if (state.status !== 'active') return DomainError.notFound();
        return [{ type: 'promocode.changed.v1', data: { promocodeId: command.id, ...termsOf(command.input) } }];
      case 'delete':
        if (state.status !== 'active') return DomainError.notFound();
        return [{ type: 'promocode.deleted.v1', data: { promocodeId: command.id } }];
      case 'redeem':
        return redeem(command, state);
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
