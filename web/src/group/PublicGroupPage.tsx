// group.show: a listed group as anyone sees it; administrators' contact details need a session.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { GROUP_MESSAGES } from '@app/contracts/group/messages';
import { Anchor, Avatar, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { formatDate } from '../format/format.ts';
import { navigateTo } from '../routing/navigation.ts';
import { PageLoader } from '../routing/PageLoader.tsx';
import { pathTo } from '../routing/paths.ts';
import { initials } from '../shell/initials.ts';
import { GroupLogo } from './GroupLogo.tsx';

export default function PublicGroupPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: group, isError } = useEndpointQuery([QUERY_SCOPES.groups, 'public'], endpoints.publicGroup, {
    params: { id },
  });
  useEffect(() => {
    if (isError) navigateTo(pathTo('group.index'), { replace: true });
  }, [isError]);
  if (!group) return <PageLoader />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <GroupLogo name={group.name} url={group.logo_url} size="xl" />
          <div>
            <Title order={1} size="h2">
              {group.name}
            </Title>
            <Text size="sm" c="dimmed">
              {group.public ? 'Grupo público' : 'Grupo privado'} · {group.users_count} miembros · Creado el{' '}
              {formatDate(group.created_at)}
            </Text>
            {group.address ? <Text size="sm">{group.address.title}</Text> : null}
          </div>
        </Group>
        {group.public || group.pivot ? (
          <Group>
            <Button onClick={() => navigateTo(pathTo('group.search.index', { id: group.id }))}>
              Buscar en el grupo
            </Button>
          </Group>
        ) : null}
        {group.description ? <Text style={{ whiteSpace: 'pre-line' }}>{group.description}</Text> : null}
        <Title order={2} size="h4">
          Administradores
        </Title>
        {group.administrators === null ? (
          <Text c="dimmed">{GROUP_MESSAGES.administratorsHidden}</Text>
        ) : (
          group.administrators.map((admin) => (
            <Group key={admin.id} gap="sm">
              <Avatar src={admin.avatar_url} alt={admin.name} radius="xl">
                {initials(admin.name)}
              </Avatar>
              <div>
                <Text fw={500}>{admin.name}</Text>
                <Anchor size="sm" href={`mailto:${admin.email}`}>
                  {admin.email}
                </Anchor>
                {admin.phone ? <Text size="sm">{admin.phone}</Text> : null}
              </div>
            </Group>
          ))
        )}
      </Stack>
    </Container>
  );
}
