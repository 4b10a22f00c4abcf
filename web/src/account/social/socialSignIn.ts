// Signing in with a provider's ID token, handing over this browser's guest searches as e-mail
// identification does.
import type { SocialProvider } from '@app/contracts/account/auth';
import { accountEndpoints } from '@app/contracts/account/endpoints';
import type { Configuration } from '@app/contracts/configuration';
import { call } from '../../api/client.ts';
import { beginSession, guestSearchClaim } from '../../session/sessionActions.ts';

export interface ProviderSetup {
  clientId: string;
  scriptUrl: string;
}

/** The provider's client id and script, or null when it is not set up (nothing is offered or loaded). */
export function providerSetup(social: Configuration['social'] | undefined, provider: SocialProvider) {
  const clientId = social?.[`${provider}_client_id`];
  const scriptUrl = social?.[`${provider}_script_url`];
  return clientId && scriptUrl ? { clientId, scriptUrl } : null;
}

/** The session opens; a token the server refuses shows its message ('Error en el login.') and rejects. */
export async function signInWith(provider: SocialProvider, token: string, beforeSession?: () => void) {
  const session = await call(accountEndpoints.socialLogin, {
    params: { provider },
    body: { token, ...guestSearchClaim() },
  });
  beforeSession?.();
  beginSession(session);
}

/** Instagram's in-app browser, where Google refuses to sign anyone in. */
export function isInstagramBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /\bInstagram\b/i.test(userAgent);
}
