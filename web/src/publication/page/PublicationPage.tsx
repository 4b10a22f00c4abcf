// publication.show (/publication/{id}): a publication's public page, the address links, cards and
// search engines lead to: its pictures, price and details, 'Contactar' (the seller's contact
// panel) and its seller's catalogue. A publication that is not public goes home.
import { publicPublicationEndpoints as endpoints } from '@app/contracts/publication/publicPage';
import { Button, Container, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import NotFoundPage from '../../notFound/NotFoundPage.tsx';
import { goHome, navigateTo } from '../../routing/navigation.ts';
import { PageLoader } from '../../routing/PageLoader.tsx';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { ContactButton } from '../detail/ContactButton.tsx';
import { PublicationSummary } from '../detail/PublicationSummary.tsx';
import { isPublicationId } from './publicationId.ts';

function PublicPublication({ id }: { id: string }) {
  const { data, isError } = useEndpointQuery([QUERY_SCOPES.publications, 'public-page'], endpoints.show, {
    params: { id },
  });
  useEffect(() => {
    if (isError) goHome({ replace: true });
  }, [isError]);
  if (!data) return <PageLoader />;
  const publication = data.data;
  const seller = publication.users.find((publisher) => publisher.slug !== null) ?? null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PublicationSummary publication={publication} ownerView={false} headingOrder={1} />
        <Group justify="flex-end">
          {seller?.slug ? (
            <Button variant="default" onClick={() => navigateTo(pathTo('user.home', { slug: seller.slug ?? '' }))}>
              Ver catálogo
            </Button>
          ) : null}
          <ContactButton publication={publication} />
        </Group>
      </Stack>
    </Container>
  );
}

export default function PublicationPage(_props: ScreenProps) {
  const { id = '' } = useParams<{ id?: string }>();
  if (!isPublicationId(id)) return <NotFoundPage routeName="notFound" />;
  return <PublicPublication key={id} id={id} />;
}
