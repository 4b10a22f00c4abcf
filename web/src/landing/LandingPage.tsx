import { Container, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ScreenProps } from '../routing/pages.ts';
import { currentUser } from '../session/sessionState.ts';
import { GroupsTeaser } from './GroupsTeaser.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LatestSearches } from './LatestSearches.tsx';
import { PremiumPitch } from './PremiumPitch.tsx';
import { RotatingHeader } from './RotatingHeader.tsx';
import { StartGuide } from './StartGuide.tsx';

export default function LandingPage(_props: ScreenProps) {
  useSignals();
  const user = currentUser.value;
  return (
    <>
      <RotatingHeader />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          {user ? <LatestSearches searches={user.searches} title="Tus últimas búsquedas" /> : null}
          <StartGuide />
          <GroupsTeaser />
          <PremiumPitch />
        </Stack>
      </Container>
      <LandingFooter />
    </>
  );
}
