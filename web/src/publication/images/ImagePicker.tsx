// Picking a publication's images (SPEC.md section 5): jpg, jpeg, png, webp or bmp, several at once,
// made small in the browser; a camera button on touch devices; reorder and remove.
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_ACCEPT, isTouchDevice } from './acceptedImages.ts';
import { addImages, canMoveImage, type ImageItem, moveImage, removeImage, roomForImages } from './imageList.ts';
import { prepareImages, releasePreviews } from './prepareImages.ts';

interface ImagePickerProps {
  value: ImageItem[];
  onChange: (images: ImageItem[]) => void;
  error?: string | undefined;
  label?: string;
  required?: boolean;
}

function ImageTile({
  items,
  index,
  onChange,
}: {
  items: ImageItem[];
  index: number;
  onChange: ImagePickerProps['onChange'];
}) {
  const item = items[index];
  if (!item) return null;
  const move = (direction: -1 | 1) => onChange(moveImage(items, item.key, direction));
  return (
    <Paper withBorder p={4} radius="sm">
      <Image src={item.url} alt={`Imagen ${index + 1}`} h={96} fit="cover" radius="xs" />
      <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label="Mover antes"
          disabled={!canMoveImage(items, index, -1)}
          onClick={() => move(-1)}
        >
          ←
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label="Quitar imagen"
          onClick={() => {
            releasePreviews([item]);
            onChange(removeImage(items, item.key));
          }}
        >
          ×
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label="Mover después"
          disabled={!canMoveImage(items, index, 1)}
          onClick={() => move(1)}
        >
          →
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export function ImagePicker({ value, onChange, error, label = 'Imágenes', required }: ImagePickerProps) {
  const [preparing, setPreparing] = useState(false);
  const [touch] = useState(() => isTouchDevice());

  const add = async (files: File[] | File | null) => {
    const chosen = files === null ? [] : Array.isArray(files) ? files : [files];
    const picked = chosen.slice(0, roomForImages(value));
    if (picked.length === 0) return;
    setPreparing(true);
    try {
      onChange(addImages(value, await prepareImages(picked)));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Group gap="xs" mt={6} mb="xs">
        <FileButton onChange={(files) => void add(files)} accept={IMAGE_ACCEPT} multiple>
          {(props) => (
            <Button variant="light" loading={preparing} disabled={roomForImages(value) === 0} {...props}>
              Agregar imágenes
            </Button>
          )}
        </FileButton>
        {touch ? (
          <FileButton onChange={(file) => void add(file)} accept="image/*" capture="environment">
            {(props) => (
              <Button variant="default" disabled={preparing} {...props}>
                Cámara
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          Todavía no agregaste imágenes.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {value.map((item, index) => (
            <ImageTile key={item.key} items={value} index={index} onChange={onChange} />
          ))}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
}
