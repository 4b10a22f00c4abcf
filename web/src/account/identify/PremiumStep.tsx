import { accountEndpoints } from '@app/contracts/account/endpoints';
import { PREMIUM_GRANTED_MESSAGE, promocodeSchema } from '@app/contracts/account/premium';
import { Anchor, Button, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { z } from 'zod';
import { call } from '../../api/client.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { PREMIUM_BENEFITS } from '../../landing/premiumBenefits.ts';
import { storeUser } from '../../session/sessionActions.ts';
import { configuration, currentUser } from '../../session/sessionState.ts';
import type { StepProps } from './stepProps.ts';

const premiumFormSchema = z.object({ code: promocodeSchema });

export function PremiumStep({ finish, goTo }: StepProps) {
  useSignals();
  const unverified = currentUser.value?.email_verified === false;
  // Promotional codes are redeemed by verified accounts only: verify first, then come back here.
  useEffect(() => {
    if (unverified) goTo('verify');
  }, [unverified, goTo]);
  const submission = useSubmission();
  const form = useForm({ initialValues: { code: '' }, validate: zodValidate(premiumFormSchema) });
  const contactEmail = configuration.value?.contact_email;

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const { user } = await call(
        accountEndpoints.redeemPromocode,
        { body: { code: values.code } },
        showErrorsOn(form),
      );
      storeUser(user);
      notifySuccess(PREMIUM_GRANTED_MESSAGE);
      finish();
    }),
  );

  return (
    <Stack gap="md">
      <List size="sm" spacing={4}>
        {PREMIUM_BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Código promocional"
            required
            data-autofocus
            autoComplete="off"
            autoCapitalize="characters"
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <Button type="submit" color="gold" c="dark" loading={submission.isSubmitting} fullWidth>
            Activar premium
          </Button>
        </Stack>
      </form>
      {contactEmail ? (
        <Text size="sm" c="dimmed">
          ¿No tienes un código? Escríbenos a{' '}
          <Anchor href={`mailto:${contactEmail}?subject=${encodeURIComponent('Quiero ser premium')}`}>
            {contactEmail}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
