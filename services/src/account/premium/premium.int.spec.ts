import type { PromocodeInput } from '@app/contracts/account/promocode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform } from '../../testing/demoWorldTemplate.ts';
import { bearer, type TestPlatform } from '../../testing/testPlatform.ts';
import { startSession } from '../session/sessions.ts';
import { addMonths } from '../user/premiumPeriod.ts';

let world: TestPlatform;
let promocodesAdmin: string;

beforeAll(async () => {
  world = await startDemoPlatform();
  promocodesAdmin = await world.tokenFor({ permissions: ['promocodes'] });
});
afterAll(() => world.stop());

const redeem = (token: string, payload: object) =>
  world.app.inject({ method: 'POST', url: '/api/premium', payload, headers: bearer(token) });
const codeError = async (token: string, code: string) => (await redeem(token, { code })).json().errors.code;

async function createPromocode(input: Partial<PromocodeInput> & { code: string }) {
  const payload = { discount: 100, remaining: 10, applies_for: ['user'], config: { granted_months: 1 }, ...input };
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/admin/promocode',
    payload,
    headers: bearer(promocodesAdmin),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; remaining: number };
}
const remainingOf = async (id: string) =>
  (
    await world.app.inject({ method: 'GET', url: `/api/admin/promocode/${id}`, headers: bearer(promocodesAdmin) })
  ).json().remaining;

describe('becoming premium with a promotional code', () => {
  it('grants twelve months with the demo code, typed in any case', async () => {
    const token = await world.tokenFor();
    const before = world.clock.now();
    const response = await redeem(token, { code: ' bienvenida ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '¡Felicitaciones, ahora eres premium!',
      user: { is_premium: true },
    });
    const until = Date.parse(response.json().user.premium_until);
    expect(until).toBeGreaterThanOrEqual(addMonths(before, 12).getTime());
    expect(until).toBeLessThan(addMonths(before, 12).getTime() + 60_000);
    const slug = await world.app.inject({
      method: 'POST',
      url: '/api/user/slug',
      payload: { slug: 'recien-premium' },
      headers: bearer(token),
    });
    expect(slug.statusCode).toBe(200);
    expect(await codeError(token, 'BIENVENIDA')).toEqual(['Ya utilizaste este código promocional.']);
  });

  it('refuses unknown, expired, not yet valid, exhausted and partial-discount codes without spending a use', async () => {
    const token = await world.tokenFor();
    const now = world.clock.now().getTime();
    const past = await createPromocode({ code: 'VENCIDO', valid_to: new Date(now - 1_000).toISOString() });
    await createPromocode({ code: 'FUTURO', valid_from: new Date(now + 86_400_000).toISOString() });
    await createPromocode({ code: 'AGOTADO', remaining: 0 });
    const half = await createPromocode({ code: 'MITAD', discount: 50, config: { granted_months: null } });
    expect(await codeError(token, 'NOEXISTE')).toEqual(['El código promocional no es válido.']);
    expect(await codeError(token, 'VENCIDO')).toEqual(['El código promocional no está vigente.']);
    expect(await codeError(token, 'FUTURO')).toEqual(['El código promocional no está vigente.']);
    expect(await codeError(token, 'AGOTADO')).toEqual(['El código promocional ya no tiene usos disponibles.']);
    expect(await codeError(token, 'MITAD')).toEqual([
      'Este código ofrece un descuento: escríbenos para completar tu suscripción premium.',
    ]);
    expect([await remainingOf(past.id), await remainingOf(half.id)]).toEqual([10, 10]);
  });

  it('refuses an account that is already premium with no time limit', async () => {
    const token = await world.tokenFor({ premium: true });
    const code = await createPromocode({ code: 'PARATODOS' });
    expect(await codeError(token, 'PARATODOS')).toEqual(['Ya eres un usuario premium.']);
    expect(await remainingOf(code.id)).toBe(10);
  });

  it('answers bad input in Spanish and callers without a session with 401', async () => {
    const token = await world.tokenFor();
    expect(await codeError(token, 'abc')).toEqual(['Este campo debe tener al menos 4 caracteres']);
    expect((await redeem(token, {})).json().errors).toEqual({ code: ['Este campo es obligatorio'] });
    expect((await redeem(token, { code: 'BIENVENIDA', for: 'microsite' })).json().errors).toEqual({
      code: ['El código promocional no aplica a esta opción.'],
    });
    const visitor = await world.app.inject({ method: 'POST', url: '/api/premium', payload: { code: 'BIENVENIDA' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('ends when the granted months are over', async () => {
    const account = await world.accountFor();
    await createPromocode({ code: 'UNMES', config: { granted_months: 1 } });
    expect((await redeem(account.token, { code: 'UNMES' })).json().user.is_premium).toBe(true);
    world.clock.advance(32 * 24 * 60 * 60_000);
    const context = { userId: null, correlationId: 'test', now: world.clock.now() };
    const token = await startSession(world.platform, account.userId, 'email_code', context);
    const me = await world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ is_premium: false, premium_until: null });
    const slug = await world.app.inject({
      method: 'POST',
      url: '/api/user/slug',
      payload: { slug: 'ya-no-premium' },
      headers: bearer(token),
    });
    expect(slug.statusCode).toBe(403);
  });
});
