import { Container, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../routing/screenProps.ts';
import { currentUser } from '../session/sessionState.ts';
import { GroupsTeaser } from './GroupsTeaser.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { PremiumPitch } from './PremiumPitch.tsx';
import { RotatingHeader } from './RotatingHeader.tsx';
import { StartGuide } from './StartGuide.tsx';

const LatestSearchesStrip = lazy(() => import('../search/latest/LatestSearchesStrip.tsx'));

export default function LandingPage(_props: ScreenProps) {
  useSignals();
  const user = currentUser.value;
  return (
    <>
      <RotatingHeader />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          {user ? (
            <Suspense fallback={null}>
              <LatestSearchesStrip title="Tus últimas búsquedas" />
            </Suspense>
          ) : null}
          <StartGuide />
          <GroupsTeaser />
          <PremiumPitch />
        </Stack>
      </Container>
      <LandingFooter />
    </>
  );
}
