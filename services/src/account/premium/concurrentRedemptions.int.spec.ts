import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

const USES = 5;
const CUSTOMERS = 30;
const INSTANCES = 3;

describe('many customers redeeming the same code at once', () => {
  it('never hands out more uses than the code has left, across several API instances', async () => {
    // Each instance has its own event store connection: only the stream's expected version
    // stands between them (inside one instance, commands on a stream also queue up).
    const apps = [world.app];
    for (let instance = 1; instance < INSTANCES; instance++) apps.push((await world.anotherInstance()).app);
    const admin = await world.tokenFor({ permissions: ['promocodes'] });
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/admin/promocode',
      headers: bearer(admin),
      payload: {
        code: 'CARRERA',
        discount: 100,
        remaining: USES,
        applies_for: ['user'],
        config: { granted_months: 1 },
      },
    });
    const { id } = created.json().data;
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => world.tokenFor()));

    const answers = await Promise.all(
      customers.map((token, index) =>
        apps[index % INSTANCES]!.inject({
          method: 'POST',
          url: '/api/premium',
          payload: { code: 'CARRERA' },
          headers: bearer(token),
        }),
      ),
    );

    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted).toHaveLength(USES);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      // Out of uses, or (rarely) lost every retry against the winners: never a use beyond the limit.
      expect([422, 409]).toContain(refused.statusCode);
    }
    const redemptions = (await world.platform.store.readStream(`promocode-${id}`)).filter(
      (event) => event.type === 'promocode.redeemed.v1',
    );
    expect(redemptions.map((event) => (event.data as { remaining: number }).remaining)).toEqual([4, 3, 2, 1, 0]);
    const row = await world.app.inject({ method: 'GET', url: `/api/admin/promocode/${id}`, headers: bearer(admin) });
    expect(row.json().remaining).toBe(0);
    const usages = await world.app.inject({
      method: 'GET',
      url: `/api/admin/promocode/${id}/usages`,
      headers: bearer(admin),
    });
    expect(usages.json().total).toBe(USES);
    const premiumCount = await world.platform.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_premium', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(premiumCount.count)).toBe(USES);
  });
});
