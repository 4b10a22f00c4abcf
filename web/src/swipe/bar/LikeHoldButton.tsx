// The like button: a tap likes; held, a ring fills towards the superlike, sent at 1,500 ms.
import { ActionIcon, Box } from '@mantine/core';
import { HeartIcon, StarIcon } from '../swipeIcons.tsx';
import { useLikeHold } from './useLikeHold.ts';

interface LikeHoldButtonProps {
  disabled: boolean;
  superlikeAllowed: boolean;
  onLike: () => void;
  onSuperlike: () => void;
}

export function LikeHoldButton({ disabled, superlikeAllowed, onLike, onSuperlike }: LikeHoldButtonProps) {
  const hold = useLikeHold(superlikeAllowed, (outcome) => (outcome === 'superlike' ? onSuperlike() : onLike()));
  const held = hold.state.phase === 'held' || hold.state.phase === 'superliked';
  return (
    <Box pos="relative">
      <Box
        pos="absolute"
        inset={-4}
        aria-hidden="true"
        style={{
          borderRadius: '50%',
          opacity: held ? 1 : 0,
          background: `conic-gradient(var(--mantine-color-yellow-5) ${hold.progress * 360}deg, transparent 0)`,
          transition: 'opacity 150ms',
        }}
      />
      <ActionIcon
        size={56}
        radius="xl"
        color={held ? 'yellow' : 'teal'}
        variant="filled"
        disabled={disabled}
        aria-label={superlikeAllowed ? 'Me gusta (mantené para superlike)' : 'Me gusta'}
        data-hold={hold.state.phase}
        style={{ touchAction: 'none', userSelect: 'none', WebkitTouchCallout: 'none' }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          hold.press();
        }}
        onPointerUp={hold.release}
        onPointerCancel={hold.cancel}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (!event.repeat) onLike();
          }
        }}
      >
        {held && superlikeAllowed ? (
          <StarIcon size={28} fill="currentColor" />
        ) : (
          <HeartIcon size={28} fill="currentColor" />
        )}
      </ActionIcon>
    </Box>
  );
}
