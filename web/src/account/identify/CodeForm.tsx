// A six-digit code sent by e-mail: typed (or pasted, or filled by the phone) and sent at once.
import { oneTimeCodeSchema } from '@app/contracts/account/auth';
import { ONE_TIME_CODE } from '@app/contracts/limits';
import { Anchor, Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import type { CallOptions } from '../../api/client.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';

const codeFormSchema = z.object({ code: oneTimeCodeSchema });

interface CodeFormProps {
  submitLabel: string;
  onCode: (code: string, callOptions: CallOptions) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}

export function CodeForm({ submitLabel, onCode, onResend }: CodeFormProps) {
  const submission = useSubmission();
  const resending = useSubmission();
  const form = useForm({ initialValues: { code: '' }, validate: zodValidate(codeFormSchema) });
  const submit = form.onSubmit((values) => submission.run(() => onCode(values.code, showErrorsOn(form))));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label="Código" error={form.errors.code} required>
          <PinInput
            mt={6}
            length={ONE_TIME_CODE.digits}
            type="number"
            oneTimeCode
            autoFocus
            // The panel's focus trap moves focus to its first control (the close button) unless an
            // element is marked: the first box is where the code goes.
            getInputProps={(index) => ({ autoFocus: index === 0, 'data-autofocus': index === 0 || undefined })}
            ariaLabel="Código"
            value={form.values.code}
            error={Boolean(form.errors.code)}
            onChange={(code) => form.setFieldValue('code', code)}
            onComplete={() => submit()}
          />
        </Input.Wrapper>
        <Button type="submit" loading={submission.isSubmitting} fullWidth>
          {submitLabel}
        </Button>
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => resending.run(onResend)}
            disabled={resending.isSubmitting}
          >
            Reenviar código
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
