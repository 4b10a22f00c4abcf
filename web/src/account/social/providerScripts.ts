// Google Identity Services and Sign in with Apple JS: fetched from the address the configuration
// gives, only when that provider is set up, once per page, and only the calls this client makes.

export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

export interface AppleAuthorization {
  authorization: { id_token: string };
}

export interface AppleAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
  signIn(): Promise<AppleAuthorization>;
}

interface ProviderGlobals {
  google?: { accounts: { id: GoogleIdentity } };
  AppleID?: { auth: AppleAuth };
}

const loads = new Map<string, Promise<void>>();

/** Adds the script once; a failed load may be tried again. */
export function loadScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}

export async function googleIdentity(scriptUrl: string): Promise<GoogleIdentity> {
  await loadScript(scriptUrl);
  const api = (globalThis as ProviderGlobals).google?.accounts.id;
  if (!api) throw new Error('Google Identity Services did not start');
  return api;
}

export async function appleAuth(scriptUrl: string): Promise<AppleAuth> {
  await loadScript(scriptUrl);
  const api = (globalThis as ProviderGlobals).AppleID?.auth;
  if (!api) throw new Error('Sign in with Apple JS did not start');
  return api;
}
