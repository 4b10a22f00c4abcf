import {
  DEFAULT_MICROSITE_STYLE,
  type MicrositeEvent,
  type MicrositeProfile,
  micrositeInputSchema,
  normaliseHost,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { reservationDecider } from '../commands/reservation.ts';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import { micrositeDecider } from './micrositeDecider.ts';

const spec = DeciderSpecification.for(micrositeDecider);

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
    spec.given().when({ type: 'create', micrositeId, profile }).thenDecides([created]);
    spec.given(created).when({ type: 'create', micrositeId, profile }).thenRefuses('conflict');
    expect(micrositeInputSchema.parse({ name: 'Marca', host: 'marca.com.ar' }).status).toBe('pending');
  });

  it('adds only premium accounts, the first one becoming the default', () => {
    spec
      .given(created)
      .when(addUser('ana'))
      .thenDecides([added('ana'), madeDefault('ana')]);
    spec
      .given(created, added('ana'), madeDefault('ana'))
      .when(addUser('beto'))
      .thenDecides([added('beto')]);
    spec
      .given(created)
      .when(addUser('carla', false))
      .thenRefusesField('user_id', 'Solo se pueden agregar cuentas premium a un micrositio.');
    spec.given(created, added('ana'), madeDefault('ana')).when(addUser('ana')).thenNothing();
  });

  it('keeps exactly one default while it has users: toggling on moves it, toggling it off is refused', () => {
    const history = [created, added('ana'), madeDefault('ana'), added('beto')];
    const moved = spec.given(...history).when({ type: 'setDefault', userId: 'beto', default: true });
    moved.thenDecides([madeDefault('beto')]);
    expect(moved.thenState()).toMatchObject({ defaultUserId: 'beto' });
    spec
      .given(...history)
      .when({ type: 'setDefault', userId: 'ana', default: false })
      .thenRefusesField('default', expect.stringContaining('predeterminado'));
    spec
      .given(...history)
      .when({ type: 'setDefault', userId: 'ana', default: true })
      .thenNothing();
    spec
      .given(...history)
      .when({ type: 'setDefault', userId: 'nadie', default: true })
      .thenRefuses('validation');
  });

  it('hands the default to the longest-standing user when the default leaves, none when the last leaves', () => {
    const history = [created, added('ana'), madeDefault('ana'), added('beto'), added('carla')];
    spec
      .given(...history)
      .when({ type: 'removeUser', userId: 'ana' })
      .thenDecides([{ type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'ana' } }, madeDefault('beto')]);
    spec
      .given(...history)
      .when({ type: 'removeUser', userId: 'carla' })
      .thenDecides([{ type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'carla' } }]);
    const alone = [created, added('ana'), madeDefault('ana')];
    const removed: MicrositeEvent = { type: 'microsite.user_removed.v1', data: { micrositeId, userId: 'ana' } };
    const lastLeaves = spec.given(...alone).when({ type: 'removeUser', userId: 'ana' });
    lastLeaves.thenDecides([removed]);
    expect(lastLeaves.thenState()).toMatchObject({ users: [], defaultUserId: null });
  });

  it('refuses everything once deleted', () => {
    const deleted: MicrositeEvent = { type: 'microsite.deleted.v1', data: { micrositeId } };
    spec.given(created).when({ type: 'delete' }).thenDecides([deleted]);
    spec.given(created, deleted).when({ type: 'change', profile }).thenRefuses('not_found');
    spec.given(created, deleted).when(addUser('ana')).thenRefuses('not_found');
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
    const reservation = DeciderSpecification.for(reservationDecider);
    const held = reservation.given().when(claim('m1')).thenEvents();
    reservation
      .given(...held)
      .when(claim('m2'))
      .thenRefusesField('host', 'Ese dominio ya pertenece a otro micrositio.');
    reservation
      .given(...held)
      .when(claim('m1'))
      .thenNothing();
  });
});
