import { accountEndpoints } from '@app/contracts/account/endpoints';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { call } from '../../api/client.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { storeUser } from '../../session/sessionActions.ts';
import { CodeForm } from './CodeForm.tsx';
import { stepAfterLogged } from './identifyFlow.ts';
import type { StepProps } from './stepProps.ts';

async function sendVerificationCode(): Promise<void> {
  const { message } = await call(accountEndpoints.sendVerificationCode);
  notifySuccess(message);
}

/** Verifies the e-mail with a code sent on arrival; closes (or asks for premium) once verified. */
export function VerifyStep({ email, goTo, requires, finish }: StepProps) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendVerificationCode().catch(() => undefined);
  }, []);

  return (
    <Stack gap="md">
      <Text size="sm">
        Para continuar necesitamos verificar tu correo electrónico. Te enviamos un código de 6 dígitos
        {email ? (
          <>
            {' '}
            a <strong>{email}</strong>
          </>
        ) : null}
        .
      </Text>
      <CodeForm
        submitLabel="Verificar"
        onCode={async (code, callOptions) => {
          const { message, user } = await call(accountEndpoints.verifyEmail, { body: { code } }, callOptions);
          storeUser(user);
          notifySuccess(message);
          const next = stepAfterLogged(user, requires);
          if (next) goTo(next);
          else finish();
        }}
        onResend={sendVerificationCode}
      />
    </Stack>
  );
}
