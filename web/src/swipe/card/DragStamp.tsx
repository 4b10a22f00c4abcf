import { TIMING_MS } from '@app/contracts/limits';
import { Box, Text } from '@mantine/core';
import type { DragFeedback } from './cardGestures.ts';

/** 'ME GUSTA' or 'NO', faint while dragging and full once releasing would decide. */
export function DragStamp({ feedback }: { feedback: DragFeedback }) {
  // Not there at all until a drag starts: hidden stamps were read as "NO" on every card.
  if (!feedback.direction) return null;
  const like = feedback.direction === 'like';
  return (
    <Box
      pos="absolute"
      top={48}
      left={like ? 20 : undefined}
      right={like ? undefined : 20}
      aria-hidden="true"
      style={{
        zIndex: 3,
        opacity: feedback.opacity,
        transition: `opacity ${TIMING_MS.gestureTransition}ms`,
        transform: `rotate(${like ? -14 : 14}deg)`,
        border: `4px solid ${like ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-red-6)'}`,
        borderRadius: 8,
        padding: '2px 12px',
        pointerEvents: 'none',
      }}
    >
      <Text fw={900} fz={32} c={like ? 'teal.5' : 'red.6'}>
        {like ? 'ME GUSTA' : 'NO'}
      </Text>
    </Box>
  );
}
