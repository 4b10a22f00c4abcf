// group.show: a listed group as anyone sees it: logo, description, type scope, its administrators
// (contact details need a session) and, for members, the active members, the internal portfolio
// and 'Salir del grupo'. Nobody joins from here: joining takes an admin's invitation link.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import type { PublicGroup } from '@app/contracts/group/group';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { formatDate } from '../format/format.ts';
import { navigateTo } from '../routing/navigation.ts';
import { PageLoader } from '../routing/PageLoader.tsx';
import { pathTo } from '../routing/paths.ts';
import { AdministratorList } from './AdministratorList.tsx';
import { GroupLogo } from './GroupLogo.tsx';
import { LeaveGroupButton } from './LeaveGroupButton.tsx';
import { MemberList } from './MemberList.tsx';

function GroupActions({ group }: { group: PublicGroup }) {
  const member = group.pivot !== null;
  return (
    <Group gap="sm">
      {group.public || member ? (
        <Button onClick={() => navigateTo(pathTo('group.search.index', { id: group.id }))}>Buscar en el grupo</Button>
      ) : null}
      {member ? (
        <Button variant="default" onClick={() => navigateTo(pathTo('account.group.publication', { id: group.id }))}>
          Cartera Interna
        </Button>
      ) : null}
    </Group>
  );
}

function Membership({ group }: { group: PublicGroup }) {
  if (!group.pivot) {
    return (
      <Text size="sm" c="dimmed">
        Para sumarte al grupo pedile un link de invitación a uno de sus administradores.
      </Text>
    );
  }
  return (
    <>
      <MemberList groupId={group.id} admin={group.pivot.admin} />
      <Group>
        <LeaveGroupButton groupId={group.id} admin={group.pivot.admin} />
      </Group>
    </>
  );
}

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
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            <Text size="sm" c="dimmed">
              {group.public ? 'Grupo público' : 'Grupo privado'} · {group.users_count} miembros · Creado el{' '}
              {formatDate(group.created_at)}
            </Text>
            {group.address ? <Text size="sm">{group.address.title}</Text> : null}
          </div>
        </Group>
        <GroupActions group={group} />
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
        <AdministratorList administrators={group.administrators} />
        <Membership group={group} />
      </Stack>
    </Container>
  );
}
