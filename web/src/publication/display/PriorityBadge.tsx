import { Badge } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';

/** The publication's priority with the configuration's title and colour. */
export function PriorityBadge({ slug }: { slug: string | null }) {
  useSignals();
  const priority = configuration.value?.priorities.find((candidate) => candidate.slug === slug);
  if (!priority) return null;
  return (
    <Badge color={priority.color} variant="filled" size="sm" autoContrast>
      {priority.title}
    </Badge>
  );
}
