import { personNameSchema } from '@app/contracts/account/auth';
import { accountEndpoints } from '@app/contracts/account/endpoints';
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { call } from '../../api/client.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pathTo } from '../../routing/paths.ts';
import { beginSession, guestSearchClaim } from '../../session/sessionActions.ts';
import type { StepProps } from './stepProps.ts';

const signupFormSchema = z.object({
  name: personNameSchema,
  accepted: z.boolean().refine((accepted) => accepted, { error: VALIDATION_MESSAGES.required }),
});

/** The legal pages open in a new tab so the panel keeps what was typed. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit>
      {children}
    </Anchor>
  );
}

export function SignupStep({ email, goTo }: StepProps) {
  const submission = useSubmission();
  const form = useForm({ initialValues: { name: '', accepted: false }, validate: zodValidate(signupFormSchema) });

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const body = { email, name: values.name, ...guestSearchClaim() };
      beginSession(await call(accountEndpoints.signup, { body }, showErrorsOn(form)));
      goTo('logged');
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Vas a crear una cuenta con <strong>{email}</strong>.
        </Text>
        <TextInput label="Nombre" autoComplete="name" required data-autofocus {...form.getInputProps('name')} />
        <Checkbox
          label={
            <>
              Acepto los <LegalLink href={pathTo('legal.terms')}>Términos y condiciones</LegalLink> y la{' '}
              <LegalLink href={pathTo('legal.privacy')}>Política de privacidad</LegalLink>
            </>
          }
          {...form.getInputProps('accepted', { type: 'checkbox' })}
        />
        <Button type="submit" loading={submission.isSubmitting} fullWidth>
          Crear cuenta
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => goTo('email')}>
          Usar otro correo electrónico
        </Anchor>
      </Stack>
    </form>
  );
}
