// The demo world's seller groups, through the same commands the API runs: a public group
// discoverable in CABA and a private one, each with a search published and pinned, and a pending
// invitation whose link the start log prints (a new one when the last has expired or been used).
import { randomUUID } from 'node:crypto';
import { searchCreateSchema } from '@app/contracts';
import { type CommandContext, systemContext } from '../commands/index.ts';
import { currentGroup, runGroupCommand, runInvitationCommand } from '../group/index.ts';
import type { Platform } from '../platform.ts';
import { createSearch, runSearchCommand } from '../search/index.ts';
import { DEMO_SELLERS } from './demoSellers.ts';

export const DEMO_GROUPS = {
  open: {
    name: 'Red Inmobiliaria Porteña',
    description: 'Inmobiliarias y concesionarias de la Ciudad que comparten cartera y clientes.',
    public: true,
    discoverable: true,
    address: {
      title: 'Ciudad Autónoma de Buenos Aires',
      geolocation: { coordinates: [-34.6037, -58.3816] as [number, number] },
    },
  },
  closed: {
    name: 'Club de Vendedores',
    description: 'Vendedores que se pasan clientes entre sí.',
    public: false,
    discoverable: false,
    address: null,
  },
} as const;

async function sellerId(platform: Platform, email: string): Promise<string> {
  const row = await platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function invite(platform: Platform, groupId: string, adminId: string, context: CommandContext): Promise<string> {
  const invitationId = randomUUID();
  const command = {
    type: 'issue',
    invitationId,
    groupId,
    issuedBy: adminId,
    issuerIsAdmin: true,
    now: context.now,
  } as const;
  await runInvitationCommand(platform, invitationId, command, context);
  return invitationId;
}

async function join(platform: Platform, groupId: string, adminId: string, userId: string, context: CommandContext) {
  const invitationId = await invite(platform, groupId, adminId, context);
  const invitee = { userId, emailVerified: true, premium: true };
  await runInvitationCommand(platform, invitationId, { type: 'accept', invitee, now: context.now }, context);
  await runGroupCommand(
    platform,
    groupId,
    { type: 'join', userId, premium: true, invitationId, invitedBy: adminId },
    context,
  );
}

async function publishPinnedSearch(
  platform: Platform,
  groupId: string,
  ownerId: string,
  typeSlug: string,
  title: string,
  pinners: string[],
) {
  const context = { ...systemContext(platform.clock.now()), userId: ownerId };
  const type = await platform.db
    .selectFrom('publication_types')
    .select('id')
    .where('slug', '=', typeSlug)
    .executeTakeFirstOrThrow();
  const actor = { userId: ownerId, guestKeyHash: null, claimedByAccount: false };
  const request = searchCreateSchema.parse({ filters: [{ type_id: type.id }], group_id: groupId });
  const searchId = await createSearch(platform, request, actor, context);
  await runSearchCommand(
    platform,
    searchId,
    { type: 'publish', actor, public: true, title, description: null },
    context,
  );
  for (const userId of pinners) {
    await runGroupCommand(platform, groupId, { type: 'pin', userId, searchId, searchGroupId: groupId }, context);
  }
}

async function createGroup(
  platform: Platform,
  creatorId: string,
  group: (typeof DEMO_GROUPS)[keyof typeof DEMO_GROUPS],
) {
  const groupId = randomUUID();
  const { name, description, discoverable, address } = group;
  const profile = { name, description, logoUrl: null, discoverable, address };
  const command = { type: 'create', groupId, creatorId, premium: true, public: group.public, profile } as const;
  await runGroupCommand(platform, groupId, command, systemContext(platform.clock.now()));
  return groupId;
}

export async function seedDemoGroups(platform: Platform): Promise<void> {
  const context = systemContext(platform.clock.now());
  const properties = await sellerId(platform, DEMO_SELLERS.properties.email);
  const vehicles = await sellerId(platform, DEMO_SELLERS.vehicles.email);
  const products = await sellerId(platform, DEMO_SELLERS.products.email);
  const open = await createGroup(platform, properties, DEMO_GROUPS.open);
  await join(platform, open, properties, vehicles, context);
  await publishPinnedSearch(platform, open, properties, 'inmuebles', 'Departamentos para clientes de la red', [
    properties,
    vehicles,
  ]);
  const closed = await createGroup(platform, vehicles, DEMO_GROUPS.closed);
  await join(platform, closed, vehicles, products, context);
  await publishPinnedSearch(platform, closed, vehicles, 'vehiculos', 'Camionetas para un cliente', [products]);
}

/** The start log's line with a pending invitation to the public demo group (issued anew when needed). */
export async function demoInvitationLine(platform: Platform, address: string): Promise<string> {
  const now = platform.clock.now();
  const group = await platform.db
    .selectFrom('groups')
    .select(['id', 'creator_id'])
    .where('name', '=', DEMO_GROUPS.open.name)
    .executeTakeFirst();
  if (!group || !(await currentGroup(platform, group.id))) return '';
  const pending = await platform.db
    .selectFrom('invitations')
    .select('id')
    .where('group_id', '=', group.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const uuid = pending?.id ?? (await invite(platform, group.id, group.creator_id, systemContext(now)));
  return `  Demo invite:  ${address}/invitation/${uuid} (${DEMO_GROUPS.open.name}; single use, 24 h)`;
}
