import type { UserSearch } from '@app/contracts/account/user';
import { LANDING_LATEST_SEARCHES } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { Box, Card, Group, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { UNTITLED_SEARCH } from '../../shell/userMenu/menuSections.ts';
import { invitedLine } from '../invitedLine.ts';

/** The user's latest searches as a horizontal strip; each opens its results and says if they were invited. */
export function LatestSearches({ searches, title }: { searches: readonly (UserSearch | Search)[]; title: string }) {
  if (searches.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Box style={{ overflowX: 'auto' }}>
        <Group wrap="nowrap" gap="sm" pb="xs">
          {searches.slice(0, LANDING_LATEST_SEARCHES).map((search) => (
            <Card
              key={search.uuid}
              component="button"
              type="button"
              withBorder
              w={220}
              style={{ flex: '0 0 auto', textAlign: 'left', cursor: 'pointer' }}
              onClick={() => navigateTo(pathTo('search.result', { uuid: search.uuid }))}
            >
              <Text fw={600} lineClamp={2}>
                {search.title?.trim() || UNTITLED_SEARCH}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(search.created_at)}
              </Text>
              {invitedLine(search) ? (
                <Text size="xs" c="blue.8">
                  {invitedLine(search)}
                </Text>
              ) : null}
            </Card>
          ))}
        </Group>
      </Box>
    </section>
  );
}
