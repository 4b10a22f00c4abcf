// The image lightbox (SPEC.md section 2, side panels): one image at a time, full screen, with
// previous / next buttons and the arrow keys.
import { ActionIcon, Center, Group, Image, Modal, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { imageLightbox, type LightboxRequest } from '../../dialogs/dialogState.ts';
import { BackIcon } from '../../shell/icons.tsx';
import { pictureSources } from '../display/pictureSources.ts';

function show(request: LightboxRequest, index: number): void {
  const count = request.images.length;
  imageLightbox.value = { ...request, index: (index + count) % count };
}

export default function ImageLightbox() {
  useSignals();
  const request = imageLightbox.value;
  // While the modal fades out it keeps the last image instead of going blank.
  const shown = useRef(request);
  if (request) shown.current = request;
  const current = request ?? shown.current;

  const open = request !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const latest = imageLightbox.peek();
      if (!latest || latest.images.length < 2) return;
      if (event.key === 'ArrowLeft') show(latest, latest.index - 1);
      if (event.key === 'ArrowRight') show(latest, latest.index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const image = current?.images[current.index];
  const several = (current?.images.length ?? 0) > 1;
  return (
    <Modal
      opened={open}
      onClose={() => {
        imageLightbox.value = null;
      }}
      fullScreen
      title={current && several ? `${current.index + 1} / ${current.images.length}` : 'Imagen'}
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {current && image ? (
        <Group h="100%" wrap="nowrap" gap="xs">
          {several ? (
            <ActionIcon
              variant="light"
              size="xl"
              aria-label="Imagen anterior"
              onClick={() => show(current, current.index - 1)}
            >
              <BackIcon />
            </ActionIcon>
          ) : null}
          <Center style={{ flex: 1, height: '100%' }}>
            <Image {...pictureSources(image, '100vw')} alt="" fit="contain" mah="80vh" />
          </Center>
          {several ? (
            <ActionIcon
              variant="light"
              size="xl"
              aria-label="Imagen siguiente"
              onClick={() => show(current, current.index + 1)}
            >
              <BackIcon style={{ transform: 'rotate(180deg)' }} />
            </ActionIcon>
          ) : null}
        </Group>
      ) : (
        <Text c="dimmed">Sin imagen</Text>
      )}
    </Modal>
  );
}
