// search.index, user.search.index, group.search.index and microsite.search.index: one builder, four
// scopes. A storefront is loaded by its slug first; an empty one has nothing to search. A group or
// microsite that does not exist goes home; search.index on a microsite's host is its microsite's.
import { Container, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { z } from 'zod';
import NotFoundPage from '../../notFound/NotFoundPage.tsx';
import { navigateTo } from '../../routing/navigation.ts';
import { PageLoader } from '../../routing/PageLoader.tsx';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { configuration, currentMicrosite, currentUser, onMicrosite } from '../../session/sessionState.ts';
import { isCatalogueSlug } from '../../storefront/catalogueSlug.ts';
import { EmptyStore } from '../../storefront/EmptyStore.tsx';
import { useStorefront } from '../../storefront/storefrontState.ts';
import { type BuilderScope, groupScope, micrositeScope, PLATFORM_SCOPE, storefrontScope } from './builderScope.ts';
import { leaveUnknownScope, useKnownGroup } from './knownScope.ts';
import { ScopeHeader } from './ScopeHeader.tsx';
import { SearchBuilder } from './SearchBuilder.tsx';

function ScopedBuilder({ scope }: { scope: BuilderScope }) {
  useSignals();
  const loaded = configuration.value;
  if (!loaded) return <PageLoader />;
  return <SearchBuilder configuration={loaded} scope={scope} />;
}

function StorefrontSearch({ slug }: { slug: string }) {
  useSignals();
  const profile = useStorefront(slug);
  const owner = profile?.user;
  const scope = useMemo(() => (owner ? storefrontScope(owner) : null), [owner]);
  if (!profile || !scope) return <PageLoader />;
  if (profile.publications.length === 0) {
    const viewer = currentUser.value;
    return (
      <Container size="sm" py="lg">
        <Stack gap="md">
          <ScopeHeader scope={scope} editing={false} />
          <EmptyStore isPremiumOwner={viewer?.id === profile.user.id && viewer.is_premium} />
        </Stack>
      </Container>
    );
  }
  return <ScopedBuilder scope={scope} />;
}

function GroupSearch({ id }: { id: string }) {
  const group = useKnownGroup(id);
  const scope = useMemo(() => (group ? groupScope(group) : null), [group]);
  return scope ? <ScopedBuilder scope={scope} /> : <PageLoader />;
}

function UnknownScope() {
  useEffect(leaveUnknownScope, []);
  return <PageLoader />;
}

function MicrositeSearch() {
  useSignals();
  // The host's microsite (null on the main platform), known from the page before the configuration.
  const microsite = currentMicrosite.value;
  const id = microsite?.id ?? null;
  const name = microsite?.name ?? '';
  const logo = microsite?.logo_square_url ?? null;
  // Rebuilt only when what it shows changes, not at every configuration reload.
  const scope = useMemo(() => (id ? micrositeScope({ id, name, logo_square_url: logo }) : null), [id, name, logo]);
  if (!scope) return <UnknownScope />;
  return <ScopedBuilder scope={scope} />;
}

/** On a microsite's host every platform-wide search is the microsite's: its own builder says so. */
function ToMicrositeSearch() {
  const query = useSearch();
  useEffect(() => {
    navigateTo(`${pathTo('microsite.search.index')}${query ? `?${query}` : ''}`, { replace: true, keepDialogs: true });
  }, [query]);
  return <PageLoader />;
}

export default function SearchBuilderPage({ routeName }: ScreenProps) {
  useSignals();
  const params = useParams<{ slug?: string; id?: string }>();
  switch (routeName) {
    case 'user.search.index': {
      const slug = params.slug ?? '';
      return isCatalogueSlug(slug) ? (
        <StorefrontSearch key={slug} slug={slug} />
      ) : (
        <NotFoundPage routeName="notFound" />
      );
    }
    case 'group.search.index': {
      const id = params.id ?? '';
      return z.uuid().safeParse(id).success ? <GroupSearch key={id} id={id} /> : <UnknownScope />;
    }
    case 'microsite.search.index':
      return <MicrositeSearch />;
    default:
      return onMicrosite.value ? <ToMicrositeSearch /> : <ScopedBuilder scope={PLATFORM_SCOPE} />;
  }
}
