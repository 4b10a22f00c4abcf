// microsite.home (/ and /microsite on a microsite's host): the collage of its users' publications
// with a Buscar button, or the empty notice, which the microsite's premium default user sees with
// 'Nueva publicación' and 'Sincronización' (SPEC.md section 2, "Storefront and microsite homes").
import { micrositeEndpoints } from '@app/contracts/microsite/endpoints';
import { Button, Container, Group, Image, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { goHome, navigateTo } from '../routing/navigation.ts';
import { PageLoader } from '../routing/PageLoader.tsx';
import { pathTo } from '../routing/paths.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { configuration, currentMicrosite, currentUser } from '../session/sessionState.ts';
import { Collage } from '../storefront/Collage.tsx';
import { EmptyStore } from '../storefront/EmptyStore.tsx';
import { storefrontPictures } from '../storefront/storefrontState.ts';

function MicrositeHome() {
  useSignals();
  const microsite = currentMicrosite.value;
  const home = useEndpointQuery([QUERY_SCOPES.publications, 'microsite'], micrositeEndpoints.home).data;
  if (!microsite || !home) return <PageLoader />;
  const viewer = currentUser.value;
  const defaultUser = configuration.value?.microsite?.default_user ?? null;
  const isPremiumOwner = Boolean(viewer?.is_premium && viewer.id === defaultUser?.id);
  const hasPublications = home.publications.length > 0;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" miw={0}>
            {microsite.logo_square_url ? (
              <Image src={microsite.logo_square_url} alt="" w={48} h={48} radius="md" />
            ) : null}
            <Title order={1} size="h2" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {microsite.name}
            </Title>
          </Group>
          {hasPublications ? (
            <Button flex="none" onClick={() => navigateTo(pathTo('microsite.search.index'))}>
              Buscar
            </Button>
          ) : null}
        </Group>
        {hasPublications ? (
          <Collage pictures={storefrontPictures(home)} />
        ) : (
          <EmptyStore isPremiumOwner={isPremiumOwner} />
        )}
      </Stack>
    </Container>
  );
}

export default function MicrositeHomePage(_props: ScreenProps) {
  useSignals();
  const onMainPlatform = currentMicrosite.value === null;
  useEffect(() => {
    if (onMainPlatform) goHome({ replace: true });
  }, [onMainPlatform]);
  return onMainPlatform ? null : <MicrositeHome />;
}
