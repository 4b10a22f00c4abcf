// Stands in for Google or Apple in tests: publishes a key set over HTTP and signs ID tokens with
// its key (or with a stranger's key of the same id, to prove forged signatures are refused).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TokenOptions {
  issuer: string;
  audience: string;
  /** Seconds from now; negative for a token that already expired. */
  expiresInSeconds?: number;
  signedBy?: 'provider' | 'stranger';
}

export interface LocalIdentityProvider {
  jwksUrl: string;
  sign(claims: JWTPayload, options: TokenOptions): Promise<string>;
  stop(): Promise<void>;
}

const KEY_ID = 'local-test-key';

export async function startLocalIdentityProvider(): Promise<LocalIdentityProvider> {
  const provider = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const publicKey = { ...(await exportJWK(provider.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicKey] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/keys`,
    async sign(claims, options) {
      const now = Math.floor(Date.now() / 1000);
      const key = options.signedBy === 'stranger' ? stranger.privateKey : provider.privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
        .sign(key);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
