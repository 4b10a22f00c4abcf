// invitation.index: who invites to which group, with Aceptar and Rechazar while it can be answered
// (otherwise why not and where to go next). Accepting goes to the group; rejecting or a failed
// load goes home. Each answer first needs the invitation's rules met.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { INVITATION_MESSAGES } from '@app/contracts/group/messages';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { call } from '../../api/client.ts';
import { invalidateScopes, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { openIdentify } from '../../dialogs/dialogState.ts';
import { notifyError, notifySuccess } from '../../feedback/notify.ts';
import { goHome, navigateTo, rememberNext } from '../../routing/navigation.ts';
import { PageLoader } from '../../routing/PageLoader.tsx';
import { pathTo } from '../../routing/paths.ts';
import { loadCurrentUser } from '../../session/sessionActions.ts';
import { currentUser } from '../../session/sessionState.ts';
import { GroupLogo } from '../GroupLogo.tsx';
import { InvitationClosed } from './InvitationClosed.tsx';

/** The first rule the signed-in person does not meet: its message and the identify step that solves it. */
function unmetRule(rules: readonly string[]) {
  const user = currentUser.value;
  if (!user) return { message: INVITATION_MESSAGES.loginRequired, step: 'email' as const };
  if (rules.includes('email_verified') && !user.email_verified)
    return { message: INVITATION_MESSAGES.verifiedRequired, step: 'verify' as const };
  if (rules.includes('is_premium') && !user.is_premium)
    return { message: INVITATION_MESSAGES.premiumRequired, step: 'premium' as const };
  return null;
}

export default function InvitationPage() {
  useSignals();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const {
    data: invitation,
    isError,
    refetch,
  } = useEndpointQuery(['invitation', uuid], endpoints.showInvitation, {
    params: { uuid },
  });
  const [answering, setAnswering] = useState(false);
  useEffect(() => {
    if (isError) goHome({ replace: true });
  }, [isError]);
  if (!invitation) return <PageLoader />;
  const known = invitation.invitationable_type === 'group';

  const answer = async (accept: boolean) => {
    const unmet = unmetRule(invitation.rules);
    if (unmet) {
      notifyError(unmet.message);
      rememberNext(pathTo('invitation.index', { uuid }));
      openIdentify(unmet.step, {
        subtitle: 'Para responder las invitaciones',
        requires: { verifiedEmail: true, premium: true },
      });
      return;
    }
    setAnswering(true);
    try {
      if (accept) {
        const accepted = await call(endpoints.acceptInvitation, { params: { uuid } });
        notifySuccess(accepted.message);
        await loadCurrentUser();
        await invalidateScopes(QUERY_SCOPES.groups);
        navigateTo(pathTo('account.group.show', { id: accepted.group_id }));
      } else {
        notifySuccess((await call(endpoints.rejectInvitation, { params: { uuid } })).message);
        goHome();
      }
    } catch {
      // Told by the error catalogue; someone may have used the link meanwhile, so read it again.
      await refetch();
    } finally {
      setAnswering(false);
    }
  };

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="md" align="center">
          {known ? (
            <>
              <GroupLogo name={invitation.invitationable.name} url={invitation.invitationable.logo_url} size="xl" />
              <Title order={1} size="h3" ta="center">
                {invitation.user.name} te invita al grupo {invitation.invitationable.name}
              </Title>
              <Text c="dimmed">{invitation.invitationable.public ? 'Grupo público' : 'Grupo privado'}</Text>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                {INVITATION_MESSAGES.unknownTypeTitle}
              </Title>
              <Text>{INVITATION_MESSAGES.unknownTypeText}</Text>
            </>
          )}
          {invitation.status === 'pending' ? (
            <Group>
              <Button variant="default" loading={answering} onClick={() => answer(false)}>
                Rechazar
              </Button>
              <Button loading={answering} onClick={() => answer(true)}>
                Aceptar
              </Button>
            </Group>
          ) : (
            <InvitationClosed invitation={invitation} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
