// Seeds the demo world through the same commands the API runs, never by writing tables.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@app/contracts';
import { registerUser, seedDemoPromocode, type UserCommand, userDecider, userStream } from '../account/index.ts';
import {
  categoryDecider,
  categoryStream,
  extraDecider,
  extraStream,
  publicationTypeDecider,
  publicationTypeStream,
  SLUG_TAKEN,
} from '../catalogue/index.ts';
import { systemContext, withUniqueValue } from '../commands/index.ts';
import { execute, type Platform } from '../platform.ts';
import { seedDemoActivity } from './demoActivity.ts';
import { DEMO_EXTRAS, DEMO_TYPES, toExtraInput } from './demoCatalogue.ts';
import { seedDemoGroups } from './demoGroups.ts';
import { seedDemoMicrosite } from './demoMicrosite.ts';
import { claimDemoSeeding } from './seedDemoMarker.ts';
import { seedDemoPublications } from './seedDemoPublications.ts';

export const DEMO_ADMIN = { email: 'admin@demo.com.ar', name: 'Administración' };

/** Seeds the demo world once per event log: a second call, here or in another process, does nothing. */
export async function seedDemoWorld(platform: Platform): Promise<void> {
  if (!(await claimDemoSeeding(platform))) return;
  await seedDemoCatalogue(platform);
  await seedAdministrator(platform);
  await seedDemoPromocode(platform);
  await seedDemoPublications(platform);
  await seedDemoGroups(platform);
  await seedDemoMicrosite(platform);
  await seedDemoActivity(platform);
}

/** Extras, publication types and their categories, through the admin commands. */
export async function seedDemoCatalogue(platform: Platform): Promise<void> {
  const context = systemContext();
  const extraIds = new Map<string, string>();
  for (const extra of DEMO_EXTRAS) {
    const id = randomUUID();
    const input = toExtraInput(extra);
    const unique = { kind: 'extra_slug', value: input.slug, ownerId: id, field: 'slug', takenMessage: SLUG_TAKEN };
    await withUniqueValue(platform, unique, null, context, () =>
      execute(platform, extraStream(id), extraDecider, { type: 'create', id, input }, context),
    );
    extraIds.set(extra.slug, id);
  }
  const knownExtras = new Map(DEMO_EXTRAS.map((extra) => [extraIds.get(extra.slug)!, extra.title]));
  for (const type of DEMO_TYPES) {
    const id = randomUUID();
    const input = {
      ...type.input,
      config: { ...type.input.config, extras: type.extraSlugs.map((slug) => extraIds.get(slug)!) },
    };
    const unique = { kind: 'type_slug', value: input.slug, ownerId: id, field: 'slug', takenMessage: SLUG_TAKEN };
    await withUniqueValue(platform, unique, null, context, () =>
      execute(
        platform,
        publicationTypeStream(id),
        publicationTypeDecider,
        { type: 'create', id, input, knownExtras },
        context,
      ),
    );
    for (const name of type.categories) {
      const categoryId = randomUUID();
      const category = { type: 'create' as const, id: categoryId, input: { type_id: id, name, icon: null } };
      await execute(platform, categoryStream(categoryId), categoryDecider, category, context);
    }
  }
}

async function seedAdministrator(platform: Platform): Promise<void> {
  const context = systemContext();
  const userId = await registerUser(platform, DEMO_ADMIN, context);
  const commands: UserCommand[] = [
    { type: 'verifyEmail' },
    { type: 'changePermissions', isAdmin: true, permissions: [...PERMISSIONS] },
    { type: 'grantPremium', until: null, promocode: null },
    { type: 'changeStatisticsAccess', hasStat: true },
  ];
  for (const command of commands) await execute(platform, userStream(userId), userDecider, command, context);
}
