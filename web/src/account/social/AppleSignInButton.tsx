import { SOCIAL_LOGIN_FAILED_MESSAGE } from '@app/contracts/account/auth';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '../../feedback/notify.ts';
import { pathTo } from '../../routing/paths.ts';
import { appleAuth, loadScript } from './providerScripts.ts';
import type { ProviderSetup } from './socialSignIn.ts';

interface AppleSignInButtonProps {
  setup: ProviderSetup;
  onToken: (token: string) => Promise<void>;
}

/** Apple's pop-up hands back the identity token; any failure there says 'Error en el login.' (SPEC.md section 8). */
async function appleIdentityToken({ clientId, scriptUrl }: ProviderSetup): Promise<string | null> {
  try {
    const auth = await appleAuth(scriptUrl);
    const redirectURI = `${globalThis.location.origin}${pathTo('auth.social', { service: 'apple' })}`;
    auth.init({ clientId, scope: 'name email', redirectURI, usePopup: true });
    const { authorization } = await auth.signIn();
    return authorization.id_token;
  } catch (error) {
    console.error('Sign in with Apple failed', error);
    notifyError(SOCIAL_LOGIN_FAILED_MESSAGE);
    return null;
  }
}

export function AppleSignInButton({ setup, onToken }: AppleSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  // Loaded ahead so the click opens Apple's pop-up at once (browsers block late pop-ups).
  useEffect(() => {
    loadScript(setup.scriptUrl).catch((error: unknown) => console.error(error));
  }, [setup.scriptUrl]);

  const signIn = async () => {
    setBusy(true);
    try {
      const token = await appleIdentityToken(setup);
      if (token) await onToken(token);
    } catch {
      // The server's refusal was already shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button color="dark" fullWidth loading={busy} onClick={() => void signIn()}>
      Continuar con Apple
    </Button>
  );
}
