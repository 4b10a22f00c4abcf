// Stands in for Google or Apple in tests: publishes a key set over HTTP and signs ID tokens with
// its key (or with a stranger's key of the same id, to prove forged signatures are refused). For
// browser tests it also serves stand-ins of the providers' sign-in scripts, whose "pop-up" hands
// out a token for the person the test says is signed in at the provider.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { APPLE_STAND_IN, GOOGLE_STAND_IN } from './providerStandIns.ts';

export interface TokenOptions {
  issuer: string;
  audience: string;
  /** Seconds from now; negative for a token that already expired. */
  expiresInSeconds?: number;
  signedBy?: 'provider' | 'stranger';
}

/** Who signs in through the stand-in scripts: their claims and the issuer to sign them as. */
export interface BrowserSignIn {
  claims: JWTPayload;
  issuer: string;
}

export interface LocalIdentityProvider {
  jwksUrl: string;
  googleScriptUrl: string;
  appleScriptUrl: string;
  sign(claims: JWTPayload, options: TokenOptions): Promise<string>;
  /** The person the next browser sign-ins are for; null: the provider refuses them. */
  signInInBrowserAs(person: BrowserSignIn | null): void;
  /** How many tokens the stand-in scripts were given. */
  browserTokensIssued(): number;
  stop(): Promise<void>;
}

const KEY_ID = 'local-test-key';

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  response.end(body);
}

export async function startLocalIdentityProvider(): Promise<LocalIdentityProvider> {
  const provider = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const publicKey = { ...(await exportJWK(provider.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let browserPerson: BrowserSignIn | null = null;
  let issued = 0;

  async function sign(claims: JWTPayload, options: TokenOptions): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key = options.signedBy === 'stranger' ? stranger.privateKey : provider.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
      .sign(key);
  }

  async function browserToken(audience: string): Promise<[number, object]> {
    if (!browserPerson) return [403, { error: 'access_denied' }];
    issued += 1;
    return [200, { id_token: await sign(browserPerson.claims, { issuer: browserPerson.issuer, audience }) }];
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gsi/client') return answer(response, 200, 'text/javascript', GOOGLE_STAND_IN);
    if (url.pathname === '/appleid.auth.js') return answer(response, 200, 'text/javascript', APPLE_STAND_IN);
    if (url.pathname === '/id-token') {
      void browserToken(url.searchParams.get('audience') ?? '').then(([status, body]) =>
        answer(response, status, 'application/json', JSON.stringify(body)),
      );
      return;
    }
    answer(response, 200, 'application/json', JSON.stringify({ keys: [publicKey] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    jwksUrl: `${origin}/keys`,
    googleScriptUrl: `${origin}/gsi/client`,
    appleScriptUrl: `${origin}/appleid.auth.js`,
    sign,
    signInInBrowserAs(person) {
      browserPerson = person;
    },
    browserTokensIssued: () => issued,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
