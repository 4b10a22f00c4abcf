// user.home (/{slug}): a seller's storefront — the collage of their images, Contactar (the seller's
// contact panel) and a Buscar button, or the empty-store notice. A load failure goes home (SPEC.md section 2).
import { Avatar, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import NotFoundPage from '../notFound/NotFoundPage.tsx';
import { ContactButton } from '../publication/detail/ContactButton.tsx';
import { navigateTo } from '../routing/navigation.ts';
import { PageLoader } from '../routing/PageLoader.tsx';
import { pathTo } from '../routing/paths.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { currentUser } from '../session/sessionState.ts';
import { initials } from '../shell/initials.ts';
import { Collage } from './Collage.tsx';
import { isCatalogueSlug } from './catalogueSlug.ts';
import { EmptyStore } from './EmptyStore.tsx';
import { storefrontPictures, useStorefront } from './storefrontState.ts';

function Storefront({ slug }: { slug: string }) {
  useSignals();
  const profile = useStorefront(slug);

  if (!profile) return <PageLoader />;
  const { user } = profile;
  const viewer = currentUser.value;
  const isPremiumOwner = viewer?.id === user.id && viewer.is_premium;
  const pictures = storefrontPictures(profile);
  const [firstPublication] = profile.publications;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" miw={0}>
            <Avatar src={user.avatar_url} alt={user.name} color="premium" radius="xl" size="lg">
              {initials(user.name)}
            </Avatar>
            <Title order={1} size="h2" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
          </Group>
          {firstPublication ? (
            <Group gap="xs" wrap="nowrap">
              {viewer?.id === user.id ? null : <ContactButton publication={firstPublication} />}
              <Button flex="none" onClick={() => navigateTo(pathTo('user.search.index', { slug }))}>
                Buscar
              </Button>
            </Group>
          ) : null}
        </Group>
        {firstPublication ? <Collage pictures={pictures} /> : <EmptyStore isPremiumOwner={isPremiumOwner} />}
      </Stack>
    </Container>
  );
}

export default function StorefrontPage(_props: ScreenProps) {
  const { slug = '' } = useParams<{ slug?: string }>();
  if (!isCatalogueSlug(slug)) return <NotFoundPage routeName="notFound" />;
  return <Storefront key={slug} slug={slug} />;
}
