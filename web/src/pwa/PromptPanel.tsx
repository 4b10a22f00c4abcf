// A side panel that offers one thing at the bottom of the screen (SPEC.md section 2, side panels):
// its title, why, 'Ahora no' and the offer's own button.
import { Button, CloseButton, Dialog, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PromptPanelProps {
  opened: boolean;
  onDismiss: () => void;
  /** The id the dialog is labelled by: unique on the page. */
  titleId: string;
  title: string;
  children: ReactNode;
  /** Absent when there is nothing to press (the browser offers no install). */
  action?: { label: string; onClick: () => void };
}

export function PromptPanel({ opened, onDismiss, titleId, title, children, action }: PromptPanelProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onDismiss}
      withCloseButton={false}
      position={{ bottom: 16, left: 16, right: 16 }}
      size="lg"
      radius="md"
      shadow="xl"
      role="dialog"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        {/* Mantine's own close button has no name (axe's button-name rule): this one is named. */}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text id={titleId} fw={700}>
            {title}
          </Text>
          <CloseButton aria-label="Cerrar" onClick={onDismiss} />
        </Group>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={onDismiss}>
            Ahora no
          </Button>
          {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
        </Group>
      </Stack>
    </Dialog>
  );
}
