// The demo world's premium sellers, each with a storefront link; created through the account commands.
import { changeAccount, registerUser, setCatalogueLink } from '../account/index.ts';
import type { CommandContext } from '../commands/index.ts';
import type { Platform } from '../platform.ts';

export interface DemoSeller {
  email: string;
  name: string;
  slug: string;
  phone: string;
}

export const DEMO_SELLERS = {
  properties: {
    email: 'ventas@inmobiliariapalermo.com.ar',
    name: 'Inmobiliaria Palermo',
    slug: 'inmobiliaria-palermo',
    phone: '+5491147771234',
  },
  vehicles: {
    email: 'ventas@autosdelsur.com.ar',
    name: 'Autos del Sur',
    slug: 'autos-del-sur',
    phone: '+5491142449876',
  },
  products: {
    email: 'hola@tiendaurbana.com.ar',
    name: 'Tienda Urbana',
    slug: 'tienda-urbana',
    phone: '+5491155012345',
  },
} as const satisfies Record<string, DemoSeller>;

/** Opens the seller's account: verified, premium without a time limit, reachable, with its store link. */
export async function seedDemoSeller(platform: Platform, seller: DemoSeller, context: CommandContext): Promise<string> {
  const userId = await registerUser(platform, seller, context);
  await changeAccount(platform, userId, { type: 'verifyEmail' }, context);
  await changeAccount(platform, userId, { type: 'grantPremium', until: null, promocode: null }, context);
  const profile = {
    type: 'changeProfile' as const,
    name: seller.name,
    phone: seller.phone,
    contactTypes: ['email' as const, 'phone' as const, 'whatsapp' as const],
    avatarUrl: null,
  };
  await changeAccount(platform, userId, profile, context);
  await setCatalogueLink(platform, userId, { slug: seller.slug, include_groups: false, show_owners: false }, context);
  return userId;
}

/** Start-up lines naming each demo seller and their store. */
export function demoSellerLines(address: string): string {
  return Object.values(DEMO_SELLERS)
    .map((seller) => `  Demo seller:  ${seller.email} (premium; store ${address}/${seller.slug})`)
    .join('\n');
}
