// A device whose push service answers 404 or 410 is forgotten (`user.push_unsubscribed.v1`, reason
// 'gone'); live's push delivery calls this through the port startPlatform plugs it into.
import { DomainError, handleCommand, systemContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { userStream } from './user.ts';
import { userDecider } from './userDecider.ts';

export async function forgetGoneDevice(platform: Platform, userId: string, device: string): Promise<void> {
  const command = { type: 'unsubscribePush' as const, device, reason: 'gone' as const };
  try {
    await handleCommand(platform, userStream(userId), userDecider, command, systemContext(platform.clock.now()));
  } catch (error) {
    // An account deleted meanwhile has no devices left to forget.
    if (!(error instanceof DomainError)) throw error;
  }
}
