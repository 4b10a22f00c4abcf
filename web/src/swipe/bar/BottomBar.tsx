// The swipe screen's bottom bar (SPEC.md section 2): back, reject, undo, map, like (hold for a
// superlike) and options. Deciding is off on the final slide.
import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { goBack } from '../../routing/navigation.ts';
import { BackIcon } from '../../shell/icons.tsx';
import { CrossIcon, MapIcon, UndoIcon } from '../swipeIcons.tsx';
import { LikeHoldButton } from './LikeHoldButton.tsx';

interface BottomBarProps {
  decisionsDisabled: boolean;
  undoDisabled: boolean;
  superlikeAllowed: boolean;
  onReject: () => void;
  onUndo: () => void;
  onMap: () => void;
  onLike: () => void;
  onSuperlike: () => void;
  options: ReactNode;
}

export function BottomBar(props: BottomBarProps) {
  return (
    <Group
      component="nav"
      aria-label="Acciones"
      justify="space-around"
      wrap="nowrap"
      gap={4}
      px="sm"
      py={8}
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <ActionIcon size={44} radius="xl" variant="subtle" color="gray" aria-label="Volver" onClick={goBack}>
        <BackIcon />
      </ActionIcon>
      <ActionIcon
        size={52}
        radius="xl"
        variant="light"
        color="red"
        aria-label="Descartar"
        disabled={props.decisionsDisabled}
        onClick={props.onReject}
      >
        <CrossIcon size={28} />
      </ActionIcon>
      <ActionIcon
        size={44}
        radius="xl"
        variant="light"
        color="yellow"
        aria-label="Deshacer"
        disabled={props.undoDisabled}
        onClick={props.onUndo}
      >
        <UndoIcon />
      </ActionIcon>
      <ActionIcon size={44} radius="xl" variant="light" color="blue" aria-label="Mapa" onClick={props.onMap}>
        <MapIcon />
      </ActionIcon>
      <LikeHoldButton
        disabled={props.decisionsDisabled}
        superlikeAllowed={props.superlikeAllowed}
        onLike={props.onLike}
        onSuperlike={props.onSuperlike}
      />
      {props.options}
    </Group>
  );
}
