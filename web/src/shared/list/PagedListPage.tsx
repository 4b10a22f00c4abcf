// The frame of an account list page (searches, publications): title and its action, a toolbar,
// placeholders while the first page loads, a message when nothing is found, the items, and the
// pages. A page left empty by a deletion steps back to the one before it.
import { SKELETON_PLACEHOLDERS } from '@app/contracts/limits';
import { Container, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** What the page reads of its list hook. */
export interface PagedList {
  loading: boolean;
  result: { data: readonly unknown[]; last_page: number } | null;
  page: number;
  setPage: (page: number) => void;
}

interface PagedListPageProps {
  title: string;
  /** Beside the title: the page's main button or link. */
  action: ReactNode;
  /** Under the title: the search box and what goes with it. */
  toolbar: ReactNode;
  list: PagedList;
  emptyMessage: string;
  /** Rows one under another, or cards two abreast from small screens up. */
  columns: 1 | 2;
  placeholderHeight: number;
  size: 'md' | 'lg';
  /** The page's items. */
  children: ReactNode;
}

const PLACEHOLDER_KEYS = Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => `placeholder-${index}`);

function Items({ columns, children }: { columns: 1 | 2; children: ReactNode }) {
  return columns === 2 ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid> : children;
}

export function PagedListPage(props: PagedListPageProps) {
  const { list, columns } = props;
  const { loading, result, page, setPage } = list;
  const count = result?.data.length ?? 0;
  const lastPage = result?.last_page ?? 1;

  // Deleting the last item of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (!loading && count === 0 && page > 1) setPage(page - 1);
  }, [loading, count, page, setPage]);

  return (
    <Container size={props.size} py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.action}
        </Group>
        {props.toolbar}
        {loading && !result ? (
          <Items columns={columns}>
            {PLACEHOLDER_KEYS.map((key) => (
              <Skeleton key={key} h={props.placeholderHeight} radius="md" />
            ))}
          </Items>
        ) : null}
        {result && count === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {props.emptyMessage}
          </Text>
        ) : null}
        <Items columns={columns}>{props.children}</Items>
        {lastPage > 1 ? (
          <Group justify="center">
            <Pagination total={lastPage} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
