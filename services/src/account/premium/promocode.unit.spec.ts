import type { PromocodeEvent, PromocodeInput } from '@app/contracts/account/promocode';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { type PromocodeCommand, promocodeDecider, termsOf } from './promocode.ts';

const spec = DeciderSpecification.for(promocodeDecider);

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

describe('promocode decider', () => {
  it('creates a code with its terms', () => {
    spec.given().when({ type: 'create', id: 'p1', input }).thenDecides([created]);
  });

  it('takes one use per redemption until none is left', () => {
    spec
      .given(created)
      .when(redeem('u1'))
      .thenDecides([redeemed('u1', 1)]);
    spec
      .given(created, redeemed('u1', 1))
      .when(redeem('u2'))
      .thenDecides([redeemed('u2', 0)]);
    spec
      .given(created, redeemed('u1', 1), redeemed('u2', 0))
      .when(redeem('u3'))
      .thenRefusesField('code', 'El código promocional ya no tiene usos disponibles.');
  });

  it('lets the same user redeem again without taking another use', () => {
    spec.given(created, redeemed('u1', 1)).when(redeem('u1')).thenNothing();
  });

  it('is redeemable only inside its validity window and for what it applies to', () => {
    const early = redeem('u1', new Date('2025-12-31T23:00:00.000Z'));
    const late = redeem('u1', new Date('2027-01-01T00:00:00.000Z'));
    spec.given(created).when(early).thenRefusesField('code', 'El código promocional no está vigente.');
    spec.given(created).when(late).thenRefusesField('code', 'El código promocional no está vigente.');
    spec
      .given(created)
      .when(redeem('u1', now, 'microsite'))
      .thenRefusesField('code', 'El código promocional no aplica a esta opción.');
  });

  it('keeps the uses an administrator sets, and refuses deleted codes', () => {
    const changed: PromocodeEvent = {
      type: 'promocode.changed.v1',
      data: { promocodeId: 'p1', ...termsOf({ ...input, remaining: 0 }) },
    };
    spec
      .given(created, changed)
      .when(redeem('u1'))
      .thenRefusesField('code', 'El código promocional ya no tiene usos disponibles.');
    const deleted: PromocodeEvent = { type: 'promocode.deleted.v1', data: { promocodeId: 'p1' } };
    spec.given(created, deleted).when(redeem('u1')).thenRefusesField('code', 'El código promocional no es válido.');
    spec.given(created, deleted).when({ type: 'delete', id: 'p1' }).thenRefuses('not_found');
  });

  it('redeems only codes that give premium away (no payments yet)', () => {
    const partial: PromocodeEvent = {
      type: 'promocode.created.v1',
      data: { promocodeId: 'p1', ...termsOf({ ...input, discount: 50, config: { granted_months: null } }) },
    };
    spec
      .given(partial)
      .when(redeem('u1'))
      .thenRefusesField('code', 'Este código ofrece un descuento: escríbenos para completar tu suscripción premium.');
  });
});
