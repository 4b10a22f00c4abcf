// Google and Apple for browser tests: two local identity providers whose key sets the server
// trusts and whose stand-in sign-in scripts the client loads instead of the real ones.
import { type LocalIdentityProvider, startLocalIdentityProvider } from '@app/services/testing';
import { afterAll, beforeAll } from 'vitest';

export const GOOGLE = { issuer: 'https://accounts.google.com', clientId: 'local-client.apps.googleusercontent.com' };
export const APPLE = { issuer: 'https://appleid.apple.com', clientId: 'ar.com.coincidir.local' };

export interface SocialProviders {
  google: LocalIdentityProvider;
  apple: LocalIdentityProvider;
  /** The server's settings pointing social sign-in at these providers (once they run). */
  environment(): NodeJS.ProcessEnv;
}

/** Starts both providers before the suite (register it before `useBrowserWorld`) and stops them after. */
export function useSocialProviders(): SocialProviders {
  const providers = {} as SocialProviders;
  providers.environment = () => ({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_JWKS_URL: providers.google.jwksUrl,
    GOOGLE_SCRIPT_URL: providers.google.googleScriptUrl,
    APPLE_CLIENT_ID: APPLE.clientId,
    APPLE_JWKS_URL: providers.apple.jwksUrl,
    APPLE_SCRIPT_URL: providers.apple.appleScriptUrl,
  });
  beforeAll(async () => {
    providers.google = await startLocalIdentityProvider();
    providers.apple = await startLocalIdentityProvider();
  });
  afterAll(async () => {
    await providers.google?.stop();
    await providers.apple?.stop();
  });
  return providers;
}
