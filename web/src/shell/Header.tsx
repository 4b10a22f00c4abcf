// The top bar (SPEC.md section 2, "Header"): back step, logo, groups button, login or user menu.
import { ActionIcon, Avatar, Box, Button, Container, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { groupsPanelOpen, openIdentify, userMenuOpen } from '../dialogs/dialogState.ts';
import { goBack, type HistoryEntryState, navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { resolveRoute } from '../routing/resolveRoute.ts';
import { currentUser, groupsEnabled, viewer } from '../session/sessionState.ts';
import { BackIcon, GroupsIcon } from './icons.tsx';
import { initials } from './initials.ts';
import { Logo } from './Logo.tsx';

function useBackStep(routeName: string | null): boolean {
  const state = useHistoryState<HistoryEntryState | null>();
  return (state?.depth ?? 0) > 0 && routeName !== 'microsite.home';
}

export function Header() {
  useSignals();
  const [location] = useLocation();
  const routeName = resolveRoute(location)?.name ?? null;
  const canGoBack = useBackStep(routeName);
  const user = currentUser.value;
  const loading = viewer.value.session === 'loading';
  const showGroups = Boolean(user?.is_premium && user.groups.length > 0 && groupsEnabled.value);
  const logoTarget = routeName === 'dashboard' ? pathTo('landing') : pathTo('home');

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {canGoBack ? (
              <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label="Volver">
                <BackIcon />
              </ActionIcon>
            ) : null}
            <Logo onClick={() => navigateTo(logoTarget)} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {showGroups ? (
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => {
                  groupsPanelOpen.value = true;
                }}
                aria-label="Mis grupos"
              >
                <GroupsIcon />
              </ActionIcon>
            ) : null}
            {user ? (
              <UnstyledButton
                onClick={() => {
                  userMenuOpen.value = true;
                }}
              >
                {/* Named by hidden text, not aria-label: the initials on screen are not in the name. */}
                <Avatar src={user.avatar_url} alt="" color="premium" radius="xl" aria-hidden="true">
                  {initials(user.name)}
                </Avatar>
                <VisuallyHidden>Menú de usuario</VisuallyHidden>
              </UnstyledButton>
            ) : loading ? null : (
              <Button variant="filled" onClick={() => openIdentify('email')}>
                Ingresar
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
