// 'Descartadas' (issue 26): what the person rejected stays out of their other searches of the same
// place until its price drops; here they see it and bring it back ('Volver a mostrar' undoes the reject).
import { DISCARD_MESSAGES, type Discard } from '@app/contracts/swipe/discards';
import { Center, Container, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { DiscardRow } from './DiscardRow.tsx';
import { useDiscards, useRestoreDiscard } from './discardsApi.ts';

const discardKey = (discard: Discard) =>
  [discard.publication.id, discard.scope.group_id, discard.scope.microsite_id, discard.scope.user_id].join(':');

export default function DiscardsPage(_props: ScreenProps) {
  const [page, setPage] = useState(1);
  const discards = useDiscards(page);
  const restore = useRestoreDiscard();
  const [restoring, setRestoring] = useState<string | null>(null);
  const rows = discards.data?.data ?? [];
  const lastPage = discards.data?.last_page ?? 1;

  const onRestore = (discard: Discard) => {
    const { group_id, microsite_id, user_id } = discard.scope;
    setRestoring(discardKey(discard));
    restore.mutate(
      { body: { publication_id: discard.publication.id, group_id, microsite_id, user_id } },
      {
        onSuccess: (answer) => {
          if (answer.message) notifySuccess(answer.message);
          if (rows.length === 1 && page > 1) setPage(page - 1);
        },
        onSettled: () => setRestoring(null),
      },
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {DISCARD_MESSAGES.title}
        </Title>
        <Text c="dimmed" size="sm">
          Lo que rechazás no vuelve a aparecer en tus otras búsquedas del mismo lugar, salvo que baje de precio.
        </Text>
        {discards.isPending ? (
          <Center py="xl">
            <Loader aria-label="Cargando" />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{DISCARD_MESSAGES.empty}</Text>
        ) : (
          rows.map((discard) => (
            <DiscardRow
              key={discardKey(discard)}
              discard={discard}
              restoring={restoring === discardKey(discard)}
              onRestore={onRestore}
            />
          ))
        )}
        {lastPage > 1 ? <Pagination total={lastPage} value={page} onChange={setPage} /> : null}
      </Stack>
    </Container>
  );
}
