import { ThemeIcon } from '@mantine/core';
import type { SwipeDecision } from '../decisions/decisionState.ts';
import { CrossIcon, HeartIcon, StarIcon } from '../swipeIcons.tsx';

export const DECISION_LABELS: Record<SwipeDecision, string> = {
  none: 'Sin decidir',
  like: 'Te gusta',
  superlike: 'Superlike',
  reject: 'Rechazada',
};

/** The person's decision on the card: like, superlike, reject, or nothing yet. */
export function DecisionStatus({ decision, size = 'lg' }: { decision: SwipeDecision; size?: 'sm' | 'lg' }) {
  if (decision === 'none') return null;
  const iconSize = size === 'lg' ? 20 : 14;
  const look = {
    like: { color: 'pink', icon: <HeartIcon size={iconSize} fill="currentColor" /> },
    superlike: { color: 'yellow', icon: <StarIcon size={iconSize} fill="currentColor" /> },
    reject: { color: 'gray', icon: <CrossIcon size={iconSize} /> },
  }[decision];
  return (
    <ThemeIcon
      color={look.color}
      radius="xl"
      size={size}
      role="img"
      aria-label={DECISION_LABELS[decision]}
      data-decision={decision}
    >
      {look.icon}
    </ThemeIcon>
  );
}
