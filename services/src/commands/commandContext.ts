import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@app/contracts';

/** Who asks and when: passed into every command so deciders stay pure. */
export interface CommandContext {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly now: Date;
  /** The microsite whose host the command came through (a session started there belongs to it); absent or null: the main platform. */
  readonly micrositeId?: string | null;
  /** True on routes a platform permission opens: the events are an administrator's changes. */
  readonly administering?: boolean;
}

export function systemContext(now = new Date()): CommandContext {
  return { userId: null, correlationId: randomUUID(), now };
}

export function eventMetadata(context: CommandContext, causationId: string | null = null): EventMetadata {
  return {
    userId: context.userId,
    correlationId: context.correlationId,
    causationId,
    occurredAt: context.now.toISOString(),
    ...(context.administering ? { administering: true as const } : {}),
  };
}
