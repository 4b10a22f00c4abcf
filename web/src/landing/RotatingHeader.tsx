// The landing's premium-coloured header: four slides in a vertical loop, one every 3 s.
import { TIMING_MS } from '@app/contracts/limits';
import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { openIdentify } from '../dialogs/dialogState.ts';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { currentUser } from '../session/sessionState.ts';
import { LANDING_HEADER_SLIDES, nextSlidePosition } from './headerSlides.ts';
import classes from './RotatingHeader.module.css';

const SLIDE_COUNT = LANDING_HEADER_SLIDES.length;
const TRACK = [
  ...LANDING_HEADER_SLIDES.map((slide) => ({ ...slide, key: slide.title })),
  ...LANDING_HEADER_SLIDES.slice(0, 1).map((slide) => ({ ...slide, key: `${slide.title} (vuelta)` })),
];

function useSlidePosition() {
  const reduceMotion = useReducedMotion();
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  useEffect(() => {
    const timer = setInterval(() => {
      setAnimated(true);
      setPosition((current) => nextSlidePosition(current, SLIDE_COUNT));
    }, TIMING_MS.headerAutoplay);
    return () => clearInterval(timer);
  }, []);
  /** On the copy of the first slide, jump back to the real one without animation. */
  const settle = () => {
    if (position !== SLIDE_COUNT) return;
    setAnimated(false);
    setPosition(0);
  };
  return { position, animated: animated && !reduceMotion, settle, active: position % SLIDE_COUNT };
}

export function RotatingHeader() {
  useSignals();
  const { position, animated, settle, active } = useSlidePosition();
  const user = currentUser.value;

  return (
    <Box component="section" className={classes.header} aria-roledescription="carrusel">
      <Container size="lg">
        <div className={classes.viewport}>
          <div
            className={classes.track}
            style={{
              transform: `translateY(calc(var(--slide-height) * ${-position}))`,
              transition: animated ? 'transform 600ms cubic-bezier(0.22, 1, 0.36, 1)' : 'none',
            }}
            onTransitionEnd={settle}
          >
            {TRACK.map((slide, index) => (
              <div
                key={slide.key}
                className={classes.slide}
                aria-hidden={index % SLIDE_COUNT !== active || index === SLIDE_COUNT}
              >
                <Title order={index === 0 ? 1 : 2} fz={{ base: 28, sm: 40 }} lh={1.15}>
                  {slide.title}
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.9} maw={640}>
                  {slide.text}
                </Text>
              </div>
            ))}
          </div>
        </div>
        <Group justify="space-between" mt="lg" wrap="wrap" gap="md">
          <Group gap="sm">
            <Button size="md" color="gold" c="dark" onClick={() => navigateTo(pathTo('search.index'))}>
              Empezar a buscar
            </Button>
            {user ? null : (
              <Button size="md" variant="white" onClick={() => openIdentify('email')}>
                Crear cuenta
              </Button>
            )}
          </Group>
          <div className={classes.dots} aria-hidden="true">
            {LANDING_HEADER_SLIDES.map((slide, index) => (
              <span key={slide.title} className={`${classes.dot} ${index === active ? classes.dotActive : ''}`} />
            ))}
          </div>
        </Group>
      </Container>
    </Box>
  );
}
