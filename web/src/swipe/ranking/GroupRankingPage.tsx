// 'Ranking del grupo' (issue 26): a search's publications by the group's agreement, with links back
// to the swipe and to the filtered list.
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { RANKING_MESSAGES } from '@app/contracts/swipe/groupRanking';
import { Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { RankingList } from './RankingList.tsx';
import { useGroupRanking } from './rankingApi.ts';

const RANKING_LENGTH = 100;

function RouteLink({ path, children }: { path: string; children: string }) {
  return (
    <Anchor
      href={path}
      onClick={(event) => {
        event.preventDefault();
        navigateTo(path);
      }}
    >
      {children}
    </Anchor>
  );
}

export default function GroupRankingPage(_props: ScreenProps) {
  const { uuid = '' } = useParams<{ uuid?: string }>();
  const ranking = useGroupRanking(uuid, RANKING_LENGTH);
  const entries = ranking.data?.data ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {RANKING_MESSAGES.title}
          </Title>
          <Group gap="md">
            <RouteLink path={pathTo('account.search.filtered', { uuid })}>Ver publicaciones</RouteLink>
            <RouteLink path={pathTo('search.result', { uuid })}>Buscar</RouteLink>
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          Primero lo que más le gusta a todo el grupo: cuenta cuántos dijeron que sí y cuánto coinciden. Un superlike
          vale doble.
        </Text>
        {ranking.isPending ? (
          <Center py="xl">
            <Loader aria-label="Cargando" />
          </Center>
        ) : ranking.isError ? (
          <Text c="dimmed">{SEARCH_MESSAGES.noResults}</Text>
        ) : entries.length === 0 ? (
          <Text c="dimmed">{RANKING_MESSAGES.empty}</Text>
        ) : (
          <RankingList entries={entries} />
        )}
      </Stack>
    </Container>
  );
}
