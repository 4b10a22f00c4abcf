import type { PromocodeEvent, PromocodeInput } from '@app/contracts/account/promocode';
import { describe, expect, it } from 'vitest';
import { type PromocodeCommand, promocodeDecider, termsOf } from './promocode.ts';

const given = (events: PromocodeEvent[]) => events.reduce(promocodeDecider.evolve, promocodeDecider.initialState);
const when = (events: PromocodeEvent[], command: PromocodeCommand) => promocodeDecider.decide(command, given(events));

const input: PromocodeInput = {
  code: 'BIENVENIDA',
  discount: 100,
  remaining: 2,
  applies_for: ['user'],
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T23:59:59.000Z',
  config: { granted_months: 12 },
};
const created: PromocodeEvent = { type: 'promocode.created.v1', data: { promocodeId: 'p1', ...termsOf(input) } };
const now = new Date('2026-06-01T12:00:00.000Z');
const redeem = (userId: string, at = now, forWhat = 'user'): PromocodeCommand => ({
  type: 'redeem',
  usageId: `usage-${userId}`,
  userId,
  for: forWhat,
  now: at,
});
const redeemed = (userId: string, remaining: number): PromocodeEvent => ({
  type: 'promocode.redeemed.v1',
  data: { promocodeId: 'p1', usageId: `usage-${userId}`, userId, for: 'user', remaining },
});
const refusal = (message: string) => ({ code: 'validation', errors: { code: [message] } });

describe('promocode decider', () => {
  it('creates a code with its terms', () => {
    expect(when([], { type: 'create', id: 'p1', input })).toEqual([created]);
  });

  it('takes one use per redemption until none is left', () => {
    expect(when([created], redeem('u1'))).toEqual([redeemed('u1', 1)]);
    expect(when([created, redeemed('u1', 1)], redeem('u2'))).toEqual([redeemed('u2', 0)]);
    expect(when([created, redeemed('u1', 1), redeemed('u2', 0)], redeem('u3'))).toMatchObject(
      refusal('El código promocional ya no tiene usos disponibles.'),
    );
  });

  it('lets the same user redeem again without taking another use', () => {
    expect(when([created, redeemed('u1', 1)], redeem('u1'))).toEqual([]);
  });

  it('is redeemable only inside its validity window and for what it applies to', () => {
    const early = redeem('u1', new Date('2025-12-31T23:00:00.000Z'));
    const late = redeem('u1', new Date('2027-01-01T00:00:00.000Z'));
    expect(when([created], early)).toMatchObject(refusal('El código promocional no está vigente.'));
    expect(when([created], late)).toMatchObject(refusal('El código promocional no está vigente.'));
    expect(when([created], redeem('u1', now, 'microsite'))).toMatchObject(
      refusal('El código promocional no aplica a esta opción.'),
    );
  });

  it('keeps the uses an administrator sets, and refuses deleted codes', () => {
    const changed: PromocodeEvent = {
      type: 'promocode.changed.v1',
      data: { promocodeId: 'p1', ...termsOf({ ...input, remaining: 0 }) },
    };
    expect(when([created, changed], redeem('u1'))).toMatchObject(
      refusal('El código promocional ya no tiene usos disponibles.'),
    );
    const deleted: PromocodeEvent = { type: 'promocode.deleted.v1', data: { promocodeId: 'p1' } };
    expect(when([created, deleted], redeem('u1'))).toMatchObject(refusal('El código promocional no es válido.'));
    expect(when([created, deleted], { type: 'delete', id: 'p1' })).toMatchObject({ code: 'not_found' });
  });

  it('redeems only codes that give premium away (no payments yet)', () => {
    const partial: PromocodeEvent = {
      type: 'promocode.created.v1',
      data: { promocodeId: 'p1', ...termsOf({ ...input, discount: 50, config: { granted_months: null } }) },
    };
    expect(when([partial], redeem('u1'))).toMatchObject(
      refusal('Este código ofrece un descuento: escríbenos para completar tu suscripción premium.'),
    );
  });
});
