// The deck ran out and the group has not agreed on anything yet: the three publications it likes
// most (issue 26), and the whole 'Ranking del grupo'. Shown only to a group, not to one person.
import type { Search } from '@app/contracts/search/search';
import { RANKING_MESSAGES } from '@app/contracts/swipe/groupRanking';
import { Button, Stack, Title } from '@mantine/core';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { RankingList } from '../ranking/RankingList.tsx';
import { useGroupRanking } from '../ranking/rankingApi.ts';

const TOP = 3;

export function GroupTopThree({ search, active }: { search: Pick<Search, 'uuid'>; active: boolean }) {
  const ranking = useGroupRanking(search.uuid, TOP, active);
  const data = ranking.data;
  if (!data || data.participants < 2 || data.coincidences > 0) return null;
  const favourites = data.data.filter((entry) => entry.score > 0);
  if (favourites.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="group-top-three">
      <Title order={3} size="h4">
        {RANKING_MESSAGES.topThree}
      </Title>
      <RankingList entries={favourites} compact />
      <Button variant="subtle" onClick={() => navigateTo(pathTo('account.search.ranking', { uuid: search.uuid }))}>
        {RANKING_MESSAGES.title}
      </Button>
    </Stack>
  );
}
