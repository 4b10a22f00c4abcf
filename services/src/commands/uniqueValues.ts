import type { CommandContext } from './commandContext.ts';
import { type CommandStreams, handleCommand } from './handleCommand.ts';
import { reservationDecider, reservationStream } from './reservation.ts';

export interface UniqueValue {
  kind: string;
  value: string;
  ownerId: string;
  /** Form field and Spanish message reported when someone else holds the value. */
  field: string;
  takenMessage: string;
}

export async function claimUniqueValue(
  streams: CommandStreams,
  unique: UniqueValue,
  context: CommandContext,
): Promise<void> {
  await handleCommand(
    streams,
    reservationStream(unique.kind, unique.value),
    reservationDecider,
    { type: 'claim', ...unique },
    context,
  );
}

export async function releaseUniqueValue(
  streams: CommandStreams,
  unique: Pick<UniqueValue, 'kind' | 'value' | 'ownerId'>,
  context: CommandContext,
): Promise<void> {
  await handleCommand(
    streams,
    reservationStream(unique.kind, unique.value),
    reservationDecider,
    { type: 'release', ...unique },
    context,
  );
}

/**
 * Runs `write` holding `unique`; gives the value back when the write fails, and releases the
 * previous value once the write succeeded with a new one.
 */
export async function withUniqueValue<T>(
  streams: CommandStreams,
  unique: UniqueValue,
  previousValue: string | null,
  context: CommandContext,
  write: () => Promise<T>,
): Promise<T> {
  const changed = previousValue === null || previousValue.toLowerCase() !== unique.value.toLowerCase();
  if (changed) await claimUniqueValue(streams, unique, context);
  try {
    const result = await write();
    if (changed && previousValue !== null)
      await releaseUniqueValue(streams, { ...unique, value: previousValue }, context);
    return result;
  } catch (error) {
    if (changed) await releaseUniqueValue(streams, unique, context);
    throw error;
  }
}
