// A prompt that offers one thing (SPEC.md section 2, side panels: notification permission, install,
// and the new version): its title, why, 'Ahora no' and the offer's own button. It is a card in the
// page's flow under the header (PromptSlot.tsx), not a layer: it pushes the screen down and covers
// neither its title nor its main button (issue 34, item 3).
import { Button, CloseButton, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PromptPanelProps {
  opened: boolean;
  onDismiss: () => void;
  /** The id the card is labelled by: unique on the page. */
  titleId: string;
  title: string;
  children?: ReactNode;
  /** Absent when there is nothing to press (the browser offers no install). */
  action?: { label: string; onClick: () => void };
  /** The text of the button that puts it off ('Ahora no'); none for a prompt closed by its ×. */
  dismissLabel?: string | null;
}

export function PromptPanel({
  opened,
  onDismiss,
  titleId,
  title,
  children,
  action,
  dismissLabel = 'Ahora no',
}: PromptPanelProps) {
  if (!opened) return null;
  return (
    <Container size="lg" py="xs">
      {/* A non-modal dialog: the page around it stays usable. */}
      <Paper role="dialog" aria-labelledby={titleId} data-prompt withBorder shadow="sm" radius="md" p="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text id={titleId} fw={700}>
              {title}
            </Text>
            <CloseButton aria-label="Cerrar" onClick={onDismiss} />
          </Group>
          {children ? <Text size="sm">{children}</Text> : null}
          <Group justify="flex-end" gap="xs">
            {dismissLabel ? (
              <Button variant="subtle" onClick={onDismiss}>
                {dismissLabel}
              </Button>
            ) : null}
            {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
