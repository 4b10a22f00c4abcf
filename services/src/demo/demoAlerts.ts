// The demo buyer Lucía keeps her own search of properties with instant alerts on (push and e-mail),
// so a demo seller publishing a property shows the alert arriving (docs/decisions/instant-alerts.md).
import { searchCreateSchema } from '@app/contracts';
import { switchSearchAlerts } from '../alerts/index.ts';
import { systemContext } from '../commands/index.ts';
import type { Platform } from '../platform.ts';
import { createSearch } from '../search/index.ts';

export async function seedDemoAlerts(platform: Platform, buyerId: string, propertiesTypeId: string): Promise<void> {
  const context = { ...systemContext(platform.clock.now()), userId: buyerId };
  const actor = { userId: buyerId, guestKeyHash: null, claimedByAccount: false };
  const request = searchCreateSchema.parse({ filters: [{ type_id: propertiesTypeId }], order: 'newest' });
  const searchId = await createSearch(platform, request, actor, context);
  await switchSearchAlerts(platform, { searchId, userId: buyerId, on: true, email: true }, context);
}
