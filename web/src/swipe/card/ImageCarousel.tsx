// The card's images (at most five): a progress bar on top, taps on the left or right half to move,
// each image covering its frame or shown whole over a blurred copy of itself by how close their
// shapes are (SPEC.md section 9, tolerance 0.3), and pinch zoom.
import type { Media } from '@app/contracts/publication/publication';
import { Box, Center, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { cardImages } from '../../publication/display/cardImages.ts';
import { pictureSources, thumbnailOf } from '../../publication/display/pictureSources.ts';
import { imageFit, isTap, tappedImage } from './cardGestures.ts';
import classes from './swipeCard.module.css';
import { useElementSize } from './useElementSize.ts';
import { usePinchZoom } from './usePinchZoom.ts';

/**
 * How soon the card's picture downloads: the top card's first ('priority'), the next card's with
 * it ('eager'), the others when they come near the screen ('lazy').
 */
export type CardImageLoading = 'priority' | 'eager' | 'lazy';

/** The card is the screen's width less its 8 px margins, at most 480 px (swipeCard.module.css). */
const CARD_SIZES = '(max-width: 496px) calc(100vw - 16px), 480px';

interface ImageCarouselProps {
  medias: readonly Media[];
  title: string;
  loading: CardImageLoading;
  onZoomingChange: (zooming: boolean) => void;
}

function ProgressBar({ count, current }: { count: number; current: number }) {
  if (count < 2) return null;
  return (
    <Box
      pos="absolute"
      top={8}
      left={8}
      right={8}
      style={{ display: 'flex', gap: 4, zIndex: 2 }}
      role="progressbar"
      aria-label="Imágenes"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={current + 1}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the bar's segments are positions, not items.
          key={index}
          h={3}
          style={{ flex: 1, borderRadius: 2, background: index <= current ? 'white' : 'rgba(255,255,255,0.4)' }}
        />
      ))}
    </Box>
  );
}

export function ImageCarousel({ medias, title, loading, onZoomingChange }: ImageCarouselProps) {
  const images = cardImages(medias);
  const [current, setCurrent] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const frameSize = useElementSize(frame);
  const zoom = usePinchZoom(frame, onZoomingChange);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const shown = images[Math.min(current, images.length - 1)];
  const fit = shown ? imageFit(shown.info, frameSize) : 'cover';
  const eager = loading !== 'lazy';

  return (
    <Box
      ref={frame}
      pos="absolute"
      inset={0}
      bg="dark.8"
      style={{ overflow: 'hidden' }}
      data-testid="card-images"
      onPointerDown={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = pressedAt.current;
        pressedAt.current = null;
        if (!start || !isTap(event.clientX - start.x, event.clientY - start.y)) return;
        const box = event.currentTarget.getBoundingClientRect();
        setCurrent((index) => tappedImage(index, images.length, event.clientX - box.left, box.width));
      }}
    >
      <ProgressBar count={images.length} current={current} />
      {shown && fit === 'contain' ? (
        <img
          src={thumbnailOf(shown.file_url)}
          alt=""
          aria-hidden="true"
          loading={eager ? 'eager' : 'lazy'}
          draggable={false}
          className={classes.fill}
          data-testid="card-image-fill"
        />
      ) : null}
      {shown ? (
        <img
          {...pictureSources(shown.file_url, CARD_SIZES)}
          alt={`${title}, imagen ${current + 1} de ${images.length}`}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={loading === 'priority' && current === 0 ? 'high' : undefined}
          draggable={false}
          style={{
            position: 'relative',
            width: '100%',
            height: '100%',
            objectFit: fit,
            transform: `scale(${zoom.scale})`,
            transformOrigin: zoom.origin,
            userSelect: 'none',
            pointerEvents: 'none',
          }}
        />
      ) : (
        <Center h="100%">
          <Text c="gray.5">Sin imágenes</Text>
        </Center>
      )}
    </Box>
  );
}
