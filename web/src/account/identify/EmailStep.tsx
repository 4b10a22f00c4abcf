import { checkEmailRequestSchema } from '@app/contracts/account/auth';
import { accountEndpoints } from '@app/contracts/account/endpoints';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { call } from '../../api/client.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { SocialSignInButtons } from '../social/SocialSignInButtons.tsx';
import { signInWith } from '../social/socialSignIn.ts';
import { stepAfterEmailCheck } from './identifyFlow.ts';
import type { StepProps } from './stepProps.ts';

/** An e-mail with an account receives its code right away; a new one goes on to sign up. */
export function EmailStep({ email, setEmail, goTo }: StepProps) {
  const submission = useSubmission();
  const form = useForm({ initialValues: { email }, validate: zodValidate(checkEmailRequestSchema) });

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const body = { email: values.email };
      const { exists } = await call(accountEndpoints.checkEmail, { body }, showErrorsOn(form));
      const address = checkEmailRequestSchema.parse(body).email;
      if (exists) {
        const { message } = await call(accountEndpoints.sendRecoveryCode, { body }, showErrorsOn(form));
        notifySuccess(message);
      }
      setEmail(address);
      goTo(stepAfterEmailCheck(exists));
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SocialSignInButtons
          divided
          signIn={async (provider, token) => {
            await signInWith(provider, token);
            goTo('logged');
          }}
        />
        <Text size="sm" c="dimmed">
          Ingresá tu correo electrónico. Si ya tenés una cuenta te enviaremos un código para entrar; si no, la crearemos
          en un momento.
        </Text>
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submission.isSubmitting} fullWidth>
          Continuar
        </Button>
      </Stack>
    </form>
  );
}
