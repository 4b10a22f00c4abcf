// account.search.filtered: the publications a search's participants decided, filtered by likes or
// rejections, participant and words, in the group's ranking, with each one's comments, and 'Buscar'
// back to the swipe.
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Anchor, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { goHome, navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { searchHttp } from '../../search/api/searchClient.ts';
import { currentUser } from '../../session/sessionState.ts';
import { FilteredFilters } from './FilteredFilters.tsx';
import { FilteredRow } from './FilteredRow.tsx';
import { commentsEditable, initialParticipant } from './filteredQuery.ts';
import { useFilteredPublications } from './useFilteredPublications.ts';

function FilteredList({ search, queryUserId }: { search: Search; queryUserId: string | null }) {
  useSignals();
  const readerId = currentUser.value?.id ?? null;
  const list = useFilteredPublications(search.uuid, initialParticipant(search, queryUserId, readerId));
  const publications = list.page?.data ?? [];
  const editable = commentsEditable(list.filter.userId, readerId);
  const resultsPath = pathTo('search.result', { uuid: search.uuid });
  const rankingPath = pathTo('account.search.ranking', { uuid: search.uuid });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {search.title || search.title_suggested || SEARCH_MESSAGES.untitled}
        </Title>
        <Group gap="md">
          <Anchor
            href={rankingPath}
            onClick={(event) => {
              event.preventDefault();
              navigateTo(rankingPath);
            }}
          >
            Ranking del grupo
          </Anchor>
          <Anchor
            href={resultsPath}
            onClick={(event) => {
              event.preventDefault();
              navigateTo(resultsPath);
            }}
          >
            Buscar
          </Anchor>
        </Group>
      </Group>
      <FilteredFilters
        search={search}
        like={list.filter.like}
        userId={list.filter.userId}
        words={list.words}
        onLike={(like) => list.changeFilter({ like })}
        onUser={(userId) => list.changeFilter({ userId })}
        onWords={list.setWords}
      />
      {list.loading && !list.page ? (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : publications.length === 0 ? (
        <Text c="dimmed">{SEARCH_MESSAGES.noResults}</Text>
      ) : (
        publications.map((publication) => (
          <FilteredRow
            key={publication.id}
            uuid={search.uuid}
            publication={publication}
            readerId={readerId}
            editable={editable}
            onChanged={list.replacePublication}
          />
        ))
      )}
      {(list.page?.last_page ?? 1) > 1 ? (
        <Pagination total={list.page?.last_page ?? 1} value={list.filter.page} onChange={list.goToPage} />
      ) : null}
    </Stack>
  );
}

export default function FilteredPage(_props: ScreenProps) {
  const { uuid = '' } = useParams<{ uuid?: string }>();
  const queryUserId = new URLSearchParams(useSearch()).get('user_id');
  const { data: search, isError } = useEndpointQuery(
    QUERY_SCOPES.search(uuid),
    searchEndpoints.showSearch,
    { params: { uuid } },
    { via: searchHttp },
  );
  useEffect(() => {
    if (isError) goHome({ replace: true });
  }, [isError]);

  return (
    <Container size="md" py="xl">
      {search ? (
        <FilteredList search={search} queryUserId={queryUserId} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      )}
    </Container>
  );
}
