// Google and Apple ID tokens, trusted only when signed by a key of the provider's published key
// set, issued by the provider, meant for our client id, and not expired.
import { TEXT_LENGTH } from '@app/contracts';
import { IDENTIFICATION_MESSAGES, SOCIAL_LOGIN_FAILED_MESSAGE, type SocialProvider } from '@app/contracts/account/auth';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../commands/index.ts';
import type { AppConfig } from '../../config.ts';

export interface SocialIdentity {
  email: string;
  name: string;
}

interface ProviderSettings {
  /** Our client id: the audience the token must name. Null: the provider is not set up. */
  clientId: string | null;
  jwksUrl: string;
  issuers: string[];
}

export function socialProviderSettings(config: AppConfig): Record<SocialProvider, ProviderSettings> {
  return {
    // Google documents both spellings of its issuer.
    google: {
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
      issuers: ['accounts.google.com', 'https://accounts.google.com'],
    },
    apple: { clientId: config.appleClientId, jwksUrl: config.appleJwksUrl, issuers: ['https://appleid.apple.com'] },
  };
}

const FALLBACK_NAME = 'Usuario';

/** Apple never puts the name in the token: the address's local part stands in until the user edits it. */
function displayName(claims: JWTPayload, email: string): string {
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email.split('@')[0];
  const trimmed = (name ?? '').trim().slice(0, TEXT_LENGTH.name.max);
  return trimmed.length >= TEXT_LENGTH.name.min ? trimmed : FALLBACK_NAME;
}

function identityOf(claims: JWTPayload): SocialIdentity | null {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  // Apple sends the flag as the string 'true'. An unverified address could belong to someone else.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) return null;
  return { email, name: displayName(claims, email) };
}

export class IdTokenVerifier {
  private readonly keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly settings: Record<SocialProvider, ProviderSettings>,
    private readonly clock: Clock,
  ) {}

  /** The verified identity, or a 401 'Error en el login.' (422 when the provider is not set up). */
  async verify(provider: SocialProvider, token: string): Promise<SocialIdentity> {
    const { clientId, jwksUrl, issuers } = this.settings[provider];
    if (!clientId) throw new DomainError('validation', IDENTIFICATION_MESSAGES.socialProviderDisabled);
    let claims: JWTPayload;
    try {
      const verified = await jwtVerify(token, this.keySetOf(provider, jwksUrl), {
        issuer: issuers,
        audience: clientId,
        currentDate: this.clock.now(),
        algorithms: ['RS256', 'ES256'],
      });
      claims = verified.payload;
    } catch {
      throw new DomainError('unauthenticated', SOCIAL_LOGIN_FAILED_MESSAGE);
    }
    const identity = identityOf(claims);
    if (!identity) throw new DomainError('unauthenticated', SOCIAL_LOGIN_FAILED_MESSAGE);
    return identity;
  }

  private keySetOf(provider: SocialProvider, jwksUrl: string) {
    let keySet = this.keySets.get(provider);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUrl));
      this.keySets.set(provider, keySet);
    }
    return keySet;
  }
}
