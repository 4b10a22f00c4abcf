// auth.social (/auth/social/{service}): signing in with one provider on a page of its own, for
// links that name the provider; the identification panel offers the same buttons.
import { IDENTIFICATION_MESSAGES, type SocialProvider, socialProviderSchema } from '@app/contracts/account/auth';
import { Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import { openIdentify } from '../../dialogs/dialogState.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { goHome, goToNext } from '../../routing/navigation.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { configuration } from '../../session/sessionState.ts';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';
import { providerSetup, signInWith } from './socialSignIn.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
const SIGNED_IN_MESSAGE = 'Ya ingresaste a tu cuenta.';

/** Leaves this guest-only screen before the session opens, so its guard never sees the new user. */
async function signInFromPage(provider: SocialProvider, token: string): Promise<void> {
  await signInWith(provider, token, () => {
    if (!goToNext()) goHome({ replace: true });
  });
  notifySuccess(SIGNED_IN_MESSAGE);
}

function ProviderSignIn({ provider }: { provider: SocialProvider }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        Ingresá con tu cuenta de {PROVIDER_NAMES[provider]}. Si es tu primera vez, creamos tu cuenta con ese correo
        electrónico.
      </Text>
      <SocialSignInButtons only={provider} signIn={signInFromPage} />
      <Anchor component="button" type="button" size="sm" onClick={() => openIdentify('email')}>
        Ingresar con mi correo electrónico
      </Anchor>
    </Stack>
  );
}

function ProviderDisabled() {
  return (
    <Stack gap="md" align="flex-start">
      <Text>{IDENTIFICATION_MESSAGES.socialProviderDisabled}</Text>
      <Button onClick={() => goHome()}>Ir al inicio</Button>
    </Stack>
  );
}

export default function SocialSignInPage(_props: ScreenProps) {
  useSignals();
  const { service = '' } = useParams<{ service?: string }>();
  const loaded = configuration.value;
  const parsed = socialProviderSchema.safeParse(service);
  const provider = parsed.success && providerSetup(loaded?.social, parsed.data) ? parsed.data : null;
  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" mb="md">
        {provider ? `Ingresar con ${PROVIDER_NAMES[provider]}` : 'Ingreso con redes sociales'}
      </Title>
      <Paper withBorder p="lg">
        {!loaded ? (
          <Center>
            <Loader type="dots" />
          </Center>
        ) : provider ? (
          <ProviderSignIn provider={provider} />
        ) : (
          <ProviderDisabled />
        )}
      </Paper>
    </Container>
  );
}
