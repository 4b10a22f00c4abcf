// The vertical slider: one slide fills the screen, the others wait above and below. Only the slides
// next to the current one are drawn, however many results are loaded.
import { Box } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useSlideGestures } from './useSlideGestures.ts';

const DRAWN_AROUND = 2;
const SLIDE_TRANSITION = 'transform 320ms ease';

interface VerticalSliderProps {
  count: number;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  /** Pinch zoom in progress. */
  locked: boolean;
  renderSlide: (index: number, active: boolean) => ReactNode;
}

export function VerticalSlider({ count, activeIndex, onActiveIndexChange, locked, renderSlide }: VerticalSliderProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useSlideGestures(viewport, {
    disabled: locked,
    next: () => onActiveIndexChange(Math.min(count - 1, activeIndex + 1)),
    previous: () => onActiveIndexChange(Math.max(0, activeIndex - 1)),
  });

  const first = Math.max(0, activeIndex - DRAWN_AROUND);
  const last = Math.min(count - 1, activeIndex + DRAWN_AROUND);
  const drawn = Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);

  return (
    <Box
      ref={viewport}
      pos="relative"
      style={{ flex: 1, overflow: 'hidden', touchAction: 'none' }}
      aria-roledescription="carrusel"
      aria-label="Resultados"
    >
      {drawn.map((index) => {
        const active = index === activeIndex;
        return (
          <Box
            key={index}
            pos="absolute"
            inset={0}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${index + 1} de ${count}`}
            aria-hidden={!active}
            inert={!active}
            data-active={active}
            style={{ transform: `translateY(${(index - activeIndex) * 100}%)`, transition: SLIDE_TRANSITION }}
          >
            {renderSlide(index, active)}
          </Box>
        );
      })}
    </Box>
  );
}
