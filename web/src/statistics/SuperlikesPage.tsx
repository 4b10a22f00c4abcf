// account.stat.publication 'Superlikes': the publication, then who sent it a superlike (avatar, name,
// how long ago, the lead's score and how long it has waited), searchable and paginated. Tapping a
// person opens how to reach them and 'Marcar como contactado'.
import type { Superlike } from '@app/contracts/swipe/superlikes';
import {
  Alert,
  Avatar,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'wouter';
import { pictureSources } from '../publication/display/pictureSources.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { initials } from '../shell/initials.ts';
import { ContactLeadDialog } from './ContactLeadDialog.tsx';
import { failureText } from './failureText.ts';
import { LeadStatus, useMinuteClock } from './LeadStatus.tsx';
import { LeadWebhookCard } from './LeadWebhookCard.tsx';
import { useSuperlikes } from './statisticsApi.ts';
import { timeAgo } from './timeAgo.ts';
import { useSearchablePage } from './useSearchablePage.ts';

export default function SuperlikesPage(_props: ScreenProps) {
  const { id = '' } = useParams<{ id?: string }>();
  const list = useSearchablePage();
  const superlikes = useSuperlikes(id, list.query);
  const [open, setOpen] = useState<Superlike | null>(null);
  const now = useMinuteClock();
  const page = superlikes.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Superlikes
        </Title>
        {page ? (
          <Group wrap="nowrap">
            {page.publication.image_url ? (
              <Image
                {...pictureSources(page.publication.image_url, '64px')}
                alt=""
                w={64}
                h={64}
                radius="md"
                fit="cover"
              />
            ) : null}
            <Text fw={600}>{page.publication.title}</Text>
          </Group>
        ) : null}
        <TextInput
          aria-label="Buscar"
          placeholder="Buscar por nombre..."
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
        />
        {superlikes.isPending ? <Loader aria-label="Cargando" /> : null}
        {superlikes.isError ? <Alert color="red">{failureText(superlikes.error)}</Alert> : null}
        {page && page.data.length === 0 ? <Text c="dimmed">No hay datos.</Text> : null}
        {page?.data.map((superlike) => (
          <UnstyledButton key={`${superlike.id}-${superlike.search_id}`} onClick={() => setOpen(superlike)}>
            <Group wrap="nowrap" data-testid="superlike-row">
              <Avatar src={superlike.avatar_url} alt={superlike.name} radius="xl">
                {initials(superlike.name)}
              </Avatar>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {superlike.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {timeAgo(superlike.created_at, now)}
                </Text>
              </Stack>
              <LeadStatus lead={superlike} />
            </Group>
          </UnstyledButton>
        ))}
        {page && page.last_page > 1 ? (
          <Pagination total={page.last_page} value={list.page} onChange={list.setPage} />
        ) : null}
        <LeadWebhookCard />
      </Stack>
      {open ? <ContactLeadDialog publicationId={id} lead={open} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
