// Priority of a publication (SPEC.md section 4): one of the configuration's priorities, cleared
// with 'Quitar', with an optional description once one is chosen.
import { Badge, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';

export interface PrioritySelectorProps {
  priority: string | null;
  description: string;
  onPriorityChange: (priority: string | null) => void;
  onDescriptionChange: (description: string) => void;
  descriptionError?: string | undefined;
  /** The dialog that holds the selector already says 'Prioridad'. */
  withLabel?: boolean;
}

export function PrioritySelector(props: PrioritySelectorProps) {
  useSignals();
  const priorities = configuration.value?.priorities ?? [];
  if (priorities.length === 0) return null;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={props.withLabel === false ? undefined : 'Prioridad'}
        description="Destaca la publicación durante un tiempo."
        value={props.priority ?? ''}
        onChange={(slug) => props.onPriorityChange(slug || null)}
      >
        <Stack gap="xs" mt="xs">
          {priorities.map((priority) => (
            <Radio
              key={priority.slug}
              value={priority.slug}
              label={
                <Group gap="xs">
                  <Badge color={priority.color} variant="light">
                    {priority.title}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {priority.expires_in} días
                  </Text>
                </Group>
              }
              description={priority.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {props.priority ? (
        <>
          <Group>
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => props.onPriorityChange(null)}>
              Quitar
            </Button>
          </Group>
          <Textarea
            label="Descripción de la prioridad"
            autosize
            minRows={2}
            maxRows={4}
            value={props.description}
            error={props.descriptionError}
            onChange={(event) => props.onDescriptionChange(event.currentTarget.value)}
          />
        </>
      ) : null}
    </Stack>
  );
}
