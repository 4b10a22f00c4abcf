import { accountEndpoints } from '@app/contracts/account/endpoints';
import { Anchor, Stack, Text } from '@mantine/core';
import { call } from '../../api/client.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { beginSession, guestSearchClaim } from '../../session/sessionActions.ts';
import { CodeForm } from './CodeForm.tsx';
import type { StepProps } from './stepProps.ts';

/** An existing account: the six-digit code sent to the e-mail opens the session. */
export function RecoverStep({ email, goTo }: StepProps) {
  return (
    <Stack gap="md">
      <Text size="sm">
        Te enviamos un código de 6 dígitos a <strong>{email}</strong>. Ingrésalo para continuar.
      </Text>
      <CodeForm
        submitLabel="Ingresar"
        onCode={async (code, callOptions) => {
          const body = { email, code, ...guestSearchClaim() };
          beginSession(await call(accountEndpoints.recover, { body }, callOptions));
          goTo('logged');
        }}
        onResend={async () => {
          const { message } = await call(accountEndpoints.sendRecoveryCode, { body: { email } });
          notifySuccess(message);
        }}
      />
      <Anchor component="button" type="button" size="sm" onClick={() => goTo('email')}>
        Usar otro correo electrónico
      </Anchor>
    </Stack>
  );
}
