// A row of a publication's images (at most five on a card); each opens the lightbox.
import type { Media } from '@app/contracts/publication/publication';
import { Group, Image, ScrollArea, UnstyledButton } from '@mantine/core';
import { imageLightbox } from '../../dialogs/dialogState.ts';
import { cardImages } from './cardImages.ts';
import { pictureSources } from './pictureSources.ts';

export function ImageStrip({ medias, title, size = 96 }: { medias: readonly Media[]; title: string; size?: number }) {
  const images = cardImages(medias);
  if (images.length === 0) return null;
  const urls = images.map((media) => media.file_url);
  return (
    <ScrollArea type="never">
      <Group gap={6} wrap="nowrap">
        {images.map((media, index) => (
          <UnstyledButton
            key={media.id}
            aria-label={`Ver imagen ${index + 1} de ${title}`}
            onClick={() => {
              imageLightbox.value = { images: urls, index };
            }}
          >
            <Image
              {...pictureSources(media.file_url, `${size}px`)}
              alt=""
              w={size}
              h={size}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          </UnstyledButton>
        ))}
      </Group>
    </ScrollArea>
  );
}
