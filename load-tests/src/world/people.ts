// Accounts for the load, opened through the account commands in-process (as the signup route
// would), each with a session token; sellers also get premium, which publishing needs.
import { randomBytes } from 'node:crypto';
import {
  execute,
  type Platform,
  registerUser,
  startSession,
  systemContext,
  userDecider,
  userStream,
} from '@app/services';
import { concurrently } from './concurrently.ts';

export interface Person {
  id: string;
  token: string;
}

// Each command waits for its projections; several in flight share those waits.
const IN_FLIGHT = 24;

async function openAccount(platform: Platform, email: string, name: string, premium: boolean): Promise<Person> {
  const context = systemContext(platform.clock.now());
  const id = await registerUser(platform, { email, name }, context);
  if (premium) {
    const grant = { type: 'grantPremium' as const, until: null, promocode: null };
    await execute(platform, userStream(id), userDecider, grant, context);
  }
  return { id, token: await startSession(platform, id, 'signup', context) };
}

export function openAccounts(platform: Platform, count: number, kind: 'searcher' | 'seller'): Promise<Person[]> {
  const premium = kind === 'seller';
  const label = premium ? 'Vendedora' : 'Persona';
  // A deployment may be filled more than once, and an address is refused once taken.
  const batch = randomBytes(4).toString('hex');
  return concurrently(Array.from({ length: count }), IN_FLIGHT, (_, index) =>
    openAccount(platform, `load-${kind}-${batch}-${index}@example.com`, `${label} ${index + 1}`, premium),
  );
}
