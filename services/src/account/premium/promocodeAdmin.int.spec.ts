import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;
let admin: string;

beforeAll(async () => {
  world = await startTestPlatform();
  admin = await world.tokenFor({ permissions: ['promocodes'] });
});
afterAll(() => world.stop());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  world.app.inject({ method, url: `/api/admin/promocode${url}`, payload, headers: bearer(token) });
const valid = { code: 'verano24', discount: 100, remaining: 50, applies_for: ['user'], config: { granted_months: 3 } };

describe('admin promotional codes', () => {
  it('creates, lists, shows, changes and deletes a code', async () => {
    const created = await call('POST', '', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Código promocional creado correctamente.',
      data: { code: 'VERANO24', discount: 100, remaining: 50, applies_for: ['user'], config: { granted_months: 3 } },
    });
    const { id } = created.json().data;
    expect((await call('GET', '?search=veran')).json()).toMatchObject({ total: 1, data: [{ id }] });
    expect((await call('GET', `/${id}`)).json()).toMatchObject({ id, valid_from: null, valid_to: null });

    const changed = await call('PUT', `/${id}`, { ...valid, code: 'VERANO25', remaining: 7 });
    expect(changed.json()).toMatchObject({
      message: 'Código promocional actualizado correctamente.',
      data: { code: 'VERANO25', remaining: 7 },
    });
    expect((await call('DELETE', `/${id}`)).json()).toEqual({ message: 'Código promocional eliminado correctamente.' });
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    // Both codes it held are free again.
    expect((await call('POST', '', valid)).statusCode).toBe(201);
    expect((await call('POST', '', { ...valid, code: 'VERANO25' })).statusCode).toBe(201);
  });

  it('keeps codes unique whatever their case', async () => {
    await call('POST', '', { ...valid, code: 'UNICO' });
    const twice = await call('POST', '', { ...valid, code: 'unico' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ code: ['El código ya se encuentra en uso.'] });
  });

  it('validates every field in Spanish and records nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const errorsOf = async (payload: object) => (await call('POST', '', { ...valid, ...payload })).json().errors;
    expect(await errorsOf({ code: 'abc', discount: 0, remaining: -1, applies_for: [] })).toEqual({
      code: ['Este campo debe tener al menos 4 caracteres'],
      discount: ['Este campo debe tener un valor mínimo de 1'],
      remaining: ['Este campo debe tener un valor mínimo de 0'],
      applies_for: ['Este campo es obligatorio'],
    });
    expect(await errorsOf({ code: 'X'.repeat(21), discount: 100.5 })).toEqual({
      code: ['Este campo debe tener 20 caracteres como máximo'],
      discount: ['Este campo debe tener un valor máximo de 100'],
    });
    expect(await errorsOf({ discount: 12.345 })).toEqual({
      discount: ['Este campo debe tener como máximo 2 decimales'],
    });
    expect(await errorsOf({ discount: 50 })).toEqual({
      'config.granted_months': ['Solo se puede indicar con un descuento del 100%.'],
    });
    expect(await errorsOf({ valid_from: '2026-05-01T00:00:00-03:00', valid_to: '2026-04-01T00:00:00-03:00' })).toEqual({
      valid_to: ['La fecha de fin debe ser posterior a la de inicio.'],
    });
    expect(await errorsOf({ applies_for: ['microsite'] })).toEqual({
      'applies_for.0': ['El valor ingresado no es válido'],
    });
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it('lists who used a code, newest first', async () => {
    const { id } = (await call('POST', '', { ...valid, code: 'USOS' })).json().data;
    const customer = await world.accountFor();
    await world.app.inject({
      method: 'POST',
      url: '/api/premium',
      payload: { code: 'usos' },
      headers: bearer(customer.token),
    });
    const usages = await call('GET', `/${id}/usages`);
    expect(usages.json()).toMatchObject({
      total: 1,
      data: [{ for: 'user', user: { id: customer.userId, name: 'Persona de prueba', email: customer.email } }],
    });
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000/usages')).statusCode).toBe(404);
  });

  it('is closed to anyone without the promocodes permission', async () => {
    const member = await world.tokenFor({ premium: true });
    const typesAdmin = await world.tokenFor({ permissions: ['types'] });
    for (const token of [member, typesAdmin]) {
      const response = await call('GET', '', undefined, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes los permisos suficientes.');
    }
    expect((await world.app.inject({ method: 'GET', url: '/api/admin/promocode' })).statusCode).toBe(401);
  });
});
