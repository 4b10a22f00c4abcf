// The demo world's promotional code, so a newcomer can try premium at once.
import { randomUUID } from 'node:crypto';
import { PROMOCODE_MESSAGES, type PromocodeInput } from '@app/contracts/account/promocode';
import { systemContext, withUniqueValue } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { promocodeDecider, promocodeStream } from './promocode.ts';
import { PROMOCODE_RESERVATION } from './promocodeResource.ts';

export const DEMO_PROMOCODE: PromocodeInput = {
  code: 'BIENVENIDA',
  discount: 100,
  remaining: 1000,
  applies_for: ['user'],
  valid_from: null,
  valid_to: null,
  config: { granted_months: 12 },
};

export async function seedDemoPromocode(platform: Platform): Promise<void> {
  const context = systemContext(platform.clock.now());
  const id = randomUUID();
  const unique = {
    kind: PROMOCODE_RESERVATION,
    value: DEMO_PROMOCODE.code,
    ownerId: id,
    field: 'code',
    takenMessage: PROMOCODE_MESSAGES.taken,
  };
  await withUniqueValue(platform, unique, null, context, () =>
    execute(platform, promocodeStream(id), promocodeDecider, { type: 'create', id, input: DEMO_PROMOCODE }, context),
  );
}
