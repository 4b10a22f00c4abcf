// account.group.show: logo and name, 'Buscar en cartera', the actions menu, description, type
// scope, creation date, active members; 'Editar' and invitations for admins, 'Salir del grupo'.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { formatDate } from '../format/format.ts';
import { navigateTo } from '../routing/navigation.ts';
import { PageLoader } from '../routing/PageLoader.tsx';
import { pathTo } from '../routing/paths.ts';
import { GroupLogo } from './GroupLogo.tsx';
import { GroupMenu } from './GroupMenu.tsx';
import { InviteLink } from './InviteLink.tsx';
import { LeaveGroupButton } from './LeaveGroupButton.tsx';
import { MemberList } from './MemberList.tsx';
import { useGroupLiveEvents } from './useGroupLiveEvents.ts';

export default function GroupShowPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: group, isError } = useEndpointQuery(QUERY_SCOPES.groups, endpoints.showGroup, { params: { id } });
  const admin = group?.pivot?.admin === true;
  useGroupLiveEvents(id);
  useEffect(() => {
    if (isError) navigateTo(pathTo('account.group.index'), { replace: true });
  }, [isError]);
  if (!group) return <PageLoader />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <GroupLogo name={group.name} url={group.logo_url} size="xl" />
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Title>
              <Text size="sm" c="dimmed">
                {group.public ? 'Grupo público' : 'Grupo privado'} · Creado el {formatDate(group.created_at)}
              </Text>
            </div>
          </Group>
          <div style={{ flexShrink: 0 }}>
            <GroupMenu id={group.id} name={group.name} admin={admin} current="show" />
          </div>
        </Group>
        <Group>
          <Button onClick={() => navigateTo(pathTo('group.search.index', { id: group.id }))}>Buscar en cartera</Button>
          {admin ? (
            <Button variant="default" onClick={() => navigateTo(pathTo('account.group.edit', { id: group.id }))}>
              Editar
            </Button>
          ) : null}
        </Group>
        {group.description ? <Text style={{ whiteSpace: 'pre-line' }}>{group.description}</Text> : null}
        {group.types.length > 0 ? (
          <Group gap="xs">
            {group.types.map((type) => (
              <Badge key={type.id} variant="light">
                {type.title}
              </Badge>
            ))}
          </Group>
        ) : null}
        {admin ? <InviteLink groupId={group.id} groupName={group.name} /> : null}
        <MemberList groupId={group.id} admin={admin} />
        <Group>
          <LeaveGroupButton groupId={group.id} admin={admin} />
        </Group>
      </Stack>
    </Container>
  );
}
