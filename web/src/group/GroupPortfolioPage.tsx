// account.group.publication: the internal portfolio. It holds every member's publications marked
// 'Impulsar' (shareable); each says how many of the group's active searches it matches. A
// colleague's new one appears as it is published.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { Badge, Card, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { pictureSources } from '../publication/display/pictureSources.ts';
import { GroupMenu } from './GroupMenu.tsx';
import { useGroupLiveEvents } from './useGroupLiveEvents.ts';

export default function GroupPortfolioPage() {
  const { id = '' } = useParams<{ id: string }>();
  const params = { id };
  const group = useEndpointQuery(QUERY_SCOPES.groups, endpoints.showGroup, { params }).data;
  const { data } = useEndpointQuery(QUERY_SCOPES.groups, endpoints.listPortfolio, { params, query: {} });
  useGroupLiveEvents(id);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Cartera Interna
          </Title>
          {group ? (
            <GroupMenu id={id} name={group.name} admin={group.pivot?.admin === true} current="portfolio" />
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          Incluye las publicaciones de cada miembro marcadas para impulsar, públicas o no en su catálogo.
        </Text>
        {data && data.data.length === 0 ? <Text c="dimmed">No hay resultados</Text> : null}
        {(data?.data ?? []).map((publication) => (
          <Card key={publication.id} withBorder padding="sm">
            <Group wrap="nowrap">
              {publication.medias[0] ? (
                <Image {...pictureSources(publication.medias[0].file_url, '72px')} w={72} h={72} radius="sm" alt="" />
              ) : null}
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {publication.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {publication.users.map((user) => user.name).join(', ')}
                </Text>
                {publication.group_search_matches > 0 ? (
                  <Badge color="premium" variant="light">
                    {publication.group_search_matches === 1
                      ? '1 búsqueda del grupo coincide'
                      : `${publication.group_search_matches} búsquedas del grupo coinciden`}
                  </Badge>
                ) : null}
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
