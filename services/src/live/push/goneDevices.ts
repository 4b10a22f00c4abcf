// A device the push service no longer knows (404/410) is forgotten by the account it belongs to
// (`user.push_unsubscribed.v1`): account's command, plugged in by the platform's assembly
// (startPlatform.ts), so live depends on no context.
import type { Platform } from '../../platform.ts';

export type ForgetGoneDevice = (platform: Platform, userId: string, device: string) => Promise<void>;

let forget: ForgetGoneDevice | undefined;

export function forgetGoneDevicesWith(handler: ForgetGoneDevice): void {
  forget = handler;
}

export function forgetGoneDevice(platform: Platform, userId: string, device: string): Promise<void> {
  if (!forget) throw new Error('Nothing forgets gone push devices: startPlatform plugs account in.');
  return forget(platform, userId, device);
}
