// The one-time migration of issue 35 (docs/decisions/operations.md): the named property types start
// asking for the operation, and every publication of a type that asks for one but was recorded
// without it is read as a sale, through a `publication.operation_set.v1` fact on its own stream, so
// a replay of the log gives the same read models. Running it again changes nothing.
import { OPERATION_BEFORE_OPERATIONS, pricePeriodFor } from '@app/contracts';
import { sql } from 'kysely';
import { publicationTypeDecider, publicationTypeStream } from '../../catalogue/index.ts';
import { type CommandContext, systemContext } from '../../commands/index.ts';
import { execute, type Platform, readModelsCaughtUp } from '../../platform.ts';
import { publicationStream } from '../publication.ts';
import { publicationDecider } from '../publicationDecider.ts';

export interface OperationMigration {
  /** Types that started asking for the operation now. */
  typesChanged: string[];
  /** Publications read as sales now. */
  publicationsRead: number;
}

/** Adds `operation` to the fields of the types named by slug that do not ask for it yet. */
async function askForOperation(platform: Platform, slugs: readonly string[], context: CommandContext) {
  const { db } = platform;
  if (slugs.length === 0) return [];
  const types = await db
    .selectFrom('publication_types')
    .select(['id', 'slug', 'icon', 'title', 'fields', 'extra_ids'])
    .where('slug', 'in', [...slugs])
    .execute();
  const extras = await db.selectFrom('extras').select(['id', 'title']).execute();
  const knownExtras = new Map(extras.map((extra) => [extra.id, extra.title]));
  const changed: string[] = [];
  for (const type of types.filter((candidate) => !candidate.fields.includes('operation'))) {
    const input = {
      slug: type.slug,
      icon: type.icon,
      translations: { es: { title: type.title } },
      config: { fields: [...type.fields, 'operation' as const], extras: type.extra_ids },
    };
    const command = { type: 'change' as const, id: type.id, input, knownExtras };
    await execute(platform, publicationTypeStream(type.id), publicationTypeDecider, command, context);
    changed.push(type.slug);
  }
  return changed;
}

/** Publications of types asking for the operation that the read model shows without one. */
async function publicationsWithoutOperation(platform: Platform): Promise<string[]> {
  const rows = await platform.db
    .selectFrom('publications')
    .innerJoin('publication_types', 'publication_types.id', 'publications.type_id')
    .select('publications.id')
    .where('publications.operation', 'is', null)
    .where(sql<boolean>`publication_types.fields ? 'operation'`)
    .execute();
  return rows.map((row) => row.id);
}

export async function readPropertiesAsSales(
  platform: Platform,
  typeSlugs: readonly string[],
  context: CommandContext = systemContext(),
): Promise<OperationMigration> {
  const typesChanged = await askForOperation(platform, typeSlugs, context);
  await readModelsCaughtUp(platform, 30_000);
  const operation = OPERATION_BEFORE_OPERATIONS;
  const command = { type: 'recordOperation' as const, operation, pricePeriod: pricePeriodFor(operation, null) };
  let publicationsRead = 0;
  for (const publicationId of await publicationsWithoutOperation(platform)) {
    const outcome = await execute(platform, publicationStream(publicationId), publicationDecider, command, context, {
      awaitReadModels: false,
    });
    publicationsRead += outcome.events.length;
  }
  await readModelsCaughtUp(platform, 60_000);
  return { typesChanged, publicationsRead };
}
