// The seller's lead webhook: where each superlike is POSTed, signed, the secret to check it with,
// and how the latest deliveries went (docs/decisions/leads.md).
import { type LeadWebhook, leadWebhookEndpoints } from '@app/contracts/statistics/leadWebhook';
import { Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { call } from '../api/client.ts';
import { invalidateScopes, useEndpointQuery } from '../api/query/endpointQueries.ts';
import { notifySuccess } from '../feedback/notify.ts';
import { formatDateTime } from '../format/format.ts';
import { showErrorsOn } from '../forms/showErrorsOn.ts';
import { useSubmission } from '../forms/useSubmission.ts';

const SCOPE = 'leadWebhook';
const OUTCOMES = { pending: ['Reintentando', 'yellow'], delivered: ['Entregado', 'green'], failed: ['Falló', 'red'] };

function WebhookForm({ webhook }: { webhook: LeadWebhook }) {
  const submission = useSubmission();
  const form = useForm({ initialValues: { url: webhook.url ?? '' } });
  const save = (url: string | null) =>
    submission.run(async () => {
      const answer = await call(leadWebhookEndpoints.save, { body: { url } }, showErrorsOn(form));
      notifySuccess(answer.message);
      form.setValues({ url: answer.data.url ?? '' });
      await invalidateScopes(SCOPE);
    });
  return (
    <form onSubmit={form.onSubmit((values) => save(values.url.trim() || null))} noValidate>
      <Stack gap="xs">
        <TextInput
          label="URL del webhook"
          placeholder="https://tu-crm.com/interesados"
          inputMode="url"
          autoComplete="off"
          {...form.getInputProps('url')}
        />
        <Group justify="flex-end" gap="xs">
          {webhook.url ? (
            <Button variant="default" onClick={() => save(null)} disabled={submission.isSubmitting}>
              Quitar
            </Button>
          ) : null}
          <Button type="submit" loading={submission.isSubmitting}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function LeadWebhookCard() {
  const webhook = useEndpointQuery(SCOPE, leadWebhookEndpoints.show, {}, { meta: { quiet: true } });
  if (!webhook.data) return null;
  const { secret, deliveries } = webhook.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recibí tus interesados en tu sistema
        </Title>
        <Text size="sm" c="dimmed">
          Cada superlike se envía al instante a tu URL como JSON firmado con HMAC-SHA256.
        </Text>
        <WebhookForm webhook={webhook.data} />
        {secret ? (
          <Stack gap={2}>
            <Text size="sm">Clave para verificar la firma:</Text>
            <Code style={{ overflowWrap: 'anywhere' }}>{secret}</Code>
          </Stack>
        ) : null}
        {deliveries.map((delivery) => {
          const [label, color] = OUTCOMES[delivery.outcome];
          return (
            <Group key={delivery.id} justify="space-between" wrap="nowrap" data-testid="lead-delivery">
              <Text size="sm">{formatDateTime(delivery.created_at)}</Text>
              <Badge color={color} variant="light">
                {label}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
