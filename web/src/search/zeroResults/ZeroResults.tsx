// The builder's way forward when its filters find nothing (issue 34 item 10): the nearest
// loosenings that find something, each with its count (one tap applies it), and 'Avisame cuando
// haya', which saves the search with instant alerts on. Shown above the 'Sin resultados' button.
import type { SearchFilter, SearchPlaceInput } from '@app/contracts/search/filter';
import { LOOSENING_MESSAGES } from '@app/contracts/search/loosening';
import type { Search } from '@app/contracts/search/search';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useSubmission } from '../../forms/useSubmission.ts';
import type { SearchDraftInput } from '../api/searchApi.ts';
import type { ResultCount } from '../builder/resultCount.ts';
import { alertWhenFound } from './alertWhenFound.ts';
import { useLoosenings } from './useLoosenings.ts';

interface ZeroResultsProps {
  draft: SearchDraftInput | null;
  count: ResultCount;
  onLoosen: (filters: SearchFilter[], places: SearchPlaceInput[]) => void;
  /** Saves the draft as the builder would (create, or change the search being edited). */
  onSave: () => Promise<Search>;
}

export function ZeroResults({ draft, count, onLoosen, onSave }: ZeroResultsProps) {
  const none = count.kind === 'known' && count.count === 0 && draft !== null;
  const loosenings = useLoosenings(none ? draft : null);
  const submission = useSubmission();
  if (!none) return null;
  const alert = () => submission.run(() => alertWhenFound(onSave));
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" component="section" aria-label="Sin resultados">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {LOOSENING_MESSAGES.title}
        </Text>
        {loosenings.length > 0 ? (
          <Text size="sm" c="dimmed">
            {LOOSENING_MESSAGES.offer}
          </Text>
        ) : null}
        {loosenings.map((loosening) => (
          <Button
            key={loosening.label}
            variant="light"
            justify="space-between"
            fullWidth
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            rightSection={<span>{loosening.count_label}</span>}
            onClick={() => onLoosen(loosening.filters, loosening.places)}
          >
            {loosening.label}
          </Button>
        ))}
        <Button variant="outline" fullWidth loading={submission.isSubmitting} onClick={() => void alert()}>
          {LOOSENING_MESSAGES.alert}
        </Button>
      </Stack>
    </Paper>
  );
}
