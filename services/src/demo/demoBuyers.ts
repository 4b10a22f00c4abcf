// The demo world's buyers: accounts that join the sellers' shared searches and swipe on their
// publications, reachable by WhatsApp and phone so a seller can contact a lead.
import { changeAccount, registerUser } from '../account/index.ts';
import type { CommandContext } from '../commands/index.ts';
import type { Platform } from '../platform.ts';

export const DEMO_BUYERS = [
  { email: 'lucia.fernandez@demo.com.ar', name: 'Lucía Fernández', phone: '+5491161234567' },
  { email: 'martin.gomez@demo.com.ar', name: 'Martín Gómez', phone: '+5491162345678' },
  { email: 'sofia.ruiz@demo.com.ar', name: 'Sofía Ruiz', phone: '+5491163456789' },
  { email: 'diego.alvarez@demo.com.ar', name: 'Diego Álvarez', phone: '+5491164567890' },
] as const;

export async function seedDemoBuyers(platform: Platform, context: CommandContext): Promise<string[]> {
  const ids: string[] = [];
  for (const buyer of DEMO_BUYERS) {
    const userId = await registerUser(platform, buyer, context);
    await changeAccount(platform, userId, { type: 'verifyEmail' }, context);
    const profile = {
      type: 'changeProfile' as const,
      name: buyer.name,
      phone: buyer.phone,
      contactTypes: ['phone' as const, 'whatsapp' as const],
      avatarUrl: null,
    };
    await changeAccount(platform, userId, profile, context);
    ids.push(userId);
  }
  return ids;
}
