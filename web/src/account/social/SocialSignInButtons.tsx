// 'Continuar con Google' / 'Continuar con Apple', each only when its client id is configured.
import type { SocialProvider } from '@app/contracts/account/auth';
import { Divider, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { AppleSignInButton } from './AppleSignInButton.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { providerSetup } from './socialSignIn.ts';

interface SocialSignInButtonsProps {
  /** Signs in with the provider's ID token; rejects when the server refuses it. */
  signIn: (provider: SocialProvider, token: string) => Promise<void>;
  /** Only one provider's button (the social sign-in screen); both by default. */
  only?: SocialProvider;
  /** Draws 'o' between these buttons and what follows. */
  divided?: boolean;
}

export function SocialSignInButtons({ signIn, only, divided = false }: SocialSignInButtonsProps) {
  useSignals();
  const social = configuration.value?.social;
  const google = only === 'apple' ? null : providerSetup(social, 'google');
  const apple = only === 'google' ? null : providerSetup(social, 'apple');
  if (!google && !apple) return null;
  const onGoogleToken = (token: string) => {
    signIn('google', token).catch(() => undefined);
  };
  return (
    <Stack gap="sm">
      {google ? <GoogleSignInButton setup={google} onToken={onGoogleToken} /> : null}
      {apple ? <AppleSignInButton setup={apple} onToken={(token) => signIn('apple', token)} /> : null}
      {divided ? <Divider label="o" labelPosition="center" /> : null}
    </Stack>
  );
}
