import type { Activity } from '@app/contracts/statistics/activity';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formatDateTime } from '../format/format.ts';
import { pathTo } from '../routing/paths.ts';
import { activityText } from './activityText.ts';

/** One activity: what happened, linked to the search, and when. */
export function ActivityRow({ activity }: { activity: Activity }) {
  return (
    <Stack gap={0} data-testid="activity-row">
      <Anchor component={Link} href={pathTo('search.result', { uuid: activity.activityable.id })} c="inherit">
        {activityText(activity)}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatDateTime(activity.created_at)}
      </Text>
    </Stack>
  );
}
