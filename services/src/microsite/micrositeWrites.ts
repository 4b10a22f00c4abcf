// The admin's writes on microsites. Saving holds the host's reservation (one microsite per host)
// and stores the logos through executeWithMedia: a refused or failed command leaves no files and
// gives the host back.
import { MICROSITE_MESSAGES, type MicrositeLogos, VALIDATION_MESSAGES } from '@app/contracts';
import type { CommandContext } from '../commands/index.ts';
import { DomainError, releaseUniqueValue, withUniqueValue } from '../commands/index.ts';
import { executeWithMedia } from '../media/index.ts';
import { execute, type Platform } from '../platform.ts';
import type { MicrositeForm } from './admin/micrositeForm.ts';
import { storeLogo } from './logos/micrositeLogos.ts';
import { micrositeStream } from './microsite.ts';
import { type MicrositeCommand, micrositeDecider } from './micrositeDecider.ts';
import type { MicrositeRow } from './micrositeQueries.ts';

const HOST_KIND = 'microsite-host';

const hostReservation = (micrositeId: string, host: string) => ({
  kind: HOST_KIND,
  value: host,
  ownerId: micrositeId,
  field: 'host',
  takenMessage: MICROSITE_MESSAGES.hostTaken,
});

function logosOf(row: MicrositeRow | null): MicrositeLogos {
  return {
    main: row?.logo_main_url ?? null,
    secondary: row?.logo_secondary_url ?? null,
    square: row?.logo_square_url ?? null,
  };
}

/** Creates (`existing` null) or changes the microsite `micrositeId` from the admin form. */
export async function saveMicrosite(
  platform: Platform,
  micrositeId: string,
  existing: MicrositeRow | null,
  form: MicrositeForm,
  context: CommandContext,
): Promise<void> {
  const { name, host, status, style, settings } = form.input;
  const write = () =>
    executeWithMedia(
      platform,
      {
        stream: micrositeStream(micrositeId),
        decider: micrositeDecider,
        async store(save) {
          const logos = logosOf(existing);
          for (const image of form.logos) logos[image.logo] = await storeLogo(save, micrositeId, image);
          return logos;
        },
        commandOf(logos): MicrositeCommand {
          const profile = { name, host, status, style, settings, logos };
          return existing ? { type: 'change', profile } : { type: 'create', micrositeId, profile };
        },
      },
      context,
    );
  await withUniqueValue(platform, hostReservation(micrositeId, host), existing?.host ?? null, context, write);
}

export async function deleteMicrosite(platform: Platform, row: MicrositeRow, context: CommandContext): Promise<void> {
  await execute(platform, micrositeStream(row.id), micrositeDecider, { type: 'delete' }, context);
  await releaseUniqueValue(platform, hostReservation(row.id, row.host), context);
}

async function isPremium(platform: Platform, userId: string, now: Date): Promise<boolean> {
  const user = await platform.db
    .selectFrom('users')
    .select(['is_premium', 'premium_until'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw DomainError.invalidField('user_id', VALIDATION_MESSAGES.invalid);
  return user.is_premium && (user.premium_until === null || user.premium_until > now);
}

export async function addMicrositeUser(
  platform: Platform,
  micrositeId: string,
  userId: string,
  context: CommandContext,
) {
  const premium = await isPremium(platform, userId, context.now);
  const command = { type: 'addUser', userId, premium } as const;
  await execute(platform, micrositeStream(micrositeId), micrositeDecider, command, context);
}

export async function runMicrositeCommand(
  platform: Platform,
  micrositeId: string,
  command: MicrositeCommand,
  context: CommandContext,
) {
  await execute(platform, micrositeStream(micrositeId), micrositeDecider, command, context);
}
