// Superlikes arriving live on the seller's dashboard (room `user:{id}`): who superliked which
// publication and how to reach them, newest first, for as long as the dashboard stays open.
import {
  SERVER_SOCKET_EVENTS,
  type SuperlikeReceivedMessage,
  superlikeReceivedMessageSchema,
} from '@app/contracts/swipe/socket';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyNotice } from '../feedback/notify.ts';
import { initials } from '../shell/initials.ts';
import { ensureLiveConnection } from './liveConnection.ts';
import { SuperlikeContactLines } from './SuperlikeContactLines.tsx';
import { useLiveMessage } from './useLiveMessage.ts';

function superlikeNotice(message: SuperlikeReceivedMessage): string {
  return `${message.searcher.name} dio superlike a «${message.publication.title}».`;
}

export function ReceivedSuperlikes() {
  const [received, setReceived] = useState<SuperlikeReceivedMessage[]>([]);
  useEffect(ensureLiveConnection, []);
  useLiveMessage(SERVER_SOCKET_EVENTS.superlikeReceived, superlikeReceivedMessageSchema, (message) => {
    setReceived((earlier) => [message, ...earlier]);
    notifyNotice(superlikeNotice(message));
  });
  if (received.length === 0) return null;
  return (
    <section aria-labelledby="received-superlikes-title">
      <Title id="received-superlikes-title" order={2} size="h4" mb="sm">
        Superlikes recibidos
      </Title>
      <Stack gap="sm">
        {received.map((superlike) => (
          <Card key={`${superlike.search_id}-${superlike.publication.id}-${superlike.at}`} withBorder radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Avatar src={superlike.searcher.avatar_url} alt={superlike.searcher.name} color="premium" radius="xl">
                {initials(superlike.searcher.name)}
              </Avatar>
              <Stack gap={4}>
                <Text fw={600}>{superlikeNotice(superlike)}</Text>
                <SuperlikeContactLines contact={superlike.contact} />
                {superlike.publication.image_url ? (
                  <Anchor href={superlike.publication.image_url} target="_blank" rel="noopener noreferrer" size="sm">
                    Ver imagen de la publicación
                  </Anchor>
                ) : null}
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
