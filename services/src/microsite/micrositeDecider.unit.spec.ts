import {
  DEFAULT_MICROSITE_STYLE,
  type MicrositeEvent,
  type MicrositeProfile,
  micrositeInputSchema,
  normaliseHost,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type ReservationEvent, reservationDecider } from '../commands/reservation.ts';
import { type MicrositeCommand, micrositeDecider } from './micrositeDecider.ts';

const given = (events: MicrositeEvent[]) => events.reduce(micrositeDecider.evolve, micrositeDecider.initialState);
const when = (events: MicrositeEvent[], command: MicrositeCommand) => micrositeDecider.decide(command, given(events));

const micrositeId = 'm1';
const profile: MicrositeProfile = {
  name: 'Inmobiliaria Norte',
  host: 'inmobiliaria.localhost',
  status: 'pending',
  style: DEFAULT_MICROSITE_STYLE,
  settings: { users: false, groups: true },
  logos: { main: null, secondary: null, square: null },
};
const created: MicrositeEvent = { type: 'microsite.created.v1', data: { micrositeId, ...profile } };
const added = (userId: string): MicrositeEvent => ({ type: 'microsite.user_added.v1', data: { micrositeId, userId } });
const madeDefault = (userId: string): MicrositeEvent => ({
  type: 'microsite.default_user_set.v1',
  data: { micrositeId, userId },
});
const addUser = (userId: string, premium = true) => ({ type: 'addUser', userId, premium }) as const;

describe('microsite decider', () => {
  it('creates a pending microsite once', () => {
    expect(when([], { type: 'create', micrositeId, profile })).toEqual([created]);
    expect(when([created], { type: 'create', micrositeId, profile })).toMatchObject({ code: 'conflict' });
    expect(micrositeInputSchema.parse({ name: 'Marca', host: 'marca.com.ar' }).status).toBe('pending');
  });

  it('adds only premium accounts, the first one becoming the default', () => {
    expect(when([created], addUser('ana'))).toEqual([added('ana'), madeDefault('ana')]);
    expect(when([created, added('ana'), madeDefault('ana')], addUser('beto'))).toEqual([added('beto')]);
    expect(when([created], addUser('carla', false))).toMatchObject({
      code: 'validation',
      errors: { user_id: ['Solo se pueden agregar cuentas premium a un micrositio.'] },
    });
    expect(when([created, added('ana'), madeDefault('ana')], addUser('ana'))).toEqual([]);
  });

  it('keeps exactly one default while it has users: toggling on moves it, toggling it off is refused', () => {
    const history = [created, added('ana'), madeDefault('ana'), added('beto')];
    expect(when(history, { type: 'setDefault', userId: 'beto', default: true })).toEqual([madeDefault('beto')]);
    expect(given([...history, madeDefault('beto')])).toMatchObject({ defaultUserId: 'beto' });
    expect(when(history, { type: 'setDefault', userId: 'ana', default: false })).toMatchObject({
      code: 'validation',
      errors: { default: [expect.stringContaining('predeterminado')] },
    });
    expect(when(history, { type: 'setDefault', userId: 'ana', default: true })).toEqual([]);
    expect(when(history, { type: 'setDefault', userId: 'nadie', default: true })).toMatchObject({ code: 'validation' });
  });

  it('hands the default to the longest-standing user when the default leaves, none when the last leaves', () => {
    const history = [created, added('ana'), madeDefault('ana'), added('beto'), added('carla')];
    expect(when(history, { type: 'removeUser', userId: 'ana' })).toEqual([
      { type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'ana' } },
      madeDefault('beto'),
    ]);
    expect(when(history, { type: 'removeUser', userId: 'carla' })).toEqual([
      { type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'carla' } },
    ]);
    const alone = [created, added('ana'), madeDefault('ana')];
    const removed: MicrositeEvent = { type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'ana' } };
    expect(when(alone, { type: 'removeUser', userId: 'ana' })).toEqual([removed]);
    expect(given([...alone, removed])).toMatchObject({ users: [], defaultUserId: null });
  });

  it('refuses everything once deleted', () => {
    const deleted: MicrositeEvent = { type: 'microsite.deleted.v1', data: { micrositeId } };
    expect(when([created], { type: 'delete' })).toEqual([deleted]);
    expect(when([created, deleted], { type: 'change', profile })).toMatchObject({ code: 'not_found' });
    expect(when([created, deleted], addUser('ana'))).toMatchObject({ code: 'not_found' });
  });
});

describe('microsite hosts', () => {
  it('are normalised: lowercase, no port, no trailing dot, punycode for international names', () => {
    expect(normaliseHost('Marca.LocalHost:3000')).toBe('marca.localhost');
    expect(normaliseHost(' inmobiliaria.com.ar. ')).toBe('inmobiliaria.com.ar');
    expect(normaliseHost('café.com.ar')).toBe('xn--caf-dma.com.ar');
    expect(normaliseHost('ÑANDÚ.com')).toBe('xn--and-6ma2c.com');
  });

  it('are hostnames, not URLs, paths, addresses or the bare main host', () => {
    for (const notAHost of [
      'https://marca.com.ar',
      'marca.com.ar/tienda',
      'user@marca.com.ar',
      'marca .com',
      'localhost',
      '192.168.0.10',
      '[::1]',
      '-marca.com',
      'marca..com',
      '',
    ])
      expect(normaliseHost(notAHost), notAHost).toBeNull();
    const parsed = micrositeInputSchema.safeParse({ name: 'Marca', host: 'http://marca.com' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Ingresá un dominio, sin http:// ni rutas (por ejemplo inmobiliaria.com.ar).',
    );
  });

  it('are unique: the reservation of a host held by one microsite refuses another', () => {
    const claim = (ownerId: string) =>
      ({
        type: 'claim',
        kind: 'microsite-host',
        value: 'marca.localhost',
        ownerId,
        field: 'host',
        takenMessage: 'Ese dominio ya pertenece a otro micrositio.',
      }) as const;
    const [claimed] = reservationDecider.decide(claim('m1'), reservationDecider.initialState) as ReservationEvent[];
    const held = reservationDecider.evolve(reservationDecider.initialState, claimed!);
    expect(reservationDecider.decide(claim('m2'), held)).toMatchObject({
      errors: { host: ['Ese dominio ya pertenece a otro micrositio.'] },
    });
    expect(reservationDecider.decide(claim('m1'), held)).toEqual([]);
  });
});
