import { Avatar, Badge, Divider, Drawer, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { openIdentify, userMenuOpen } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { currentUser, groupsEnabled } from '../../session/sessionState.ts';
import { initials } from '../initials.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { copyCatalogueAddress, shareCatalogueAddress } from './catalogueAddress.ts';
import { type MenuItem, userMenuSections } from './menuSections.ts';

export default function UserMenuPanel() {
  useSignals();
  const user = currentUser.value;
  const close = () => {
    userMenuOpen.value = false;
  };

  function choose(item: MenuItem): void {
    const { target } = item;
    if (target.kind === 'route') {
      navigateTo(target.path);
      return;
    }
    if (!user) return;
    if (target.action === 'become-premium') openIdentify('premium', { requires: { premium: true } });
    if (target.action === 'copy-catalogue' && user.slug) void copyCatalogueAddress(user.slug);
    if (target.action === 'share-catalogue' && user.slug) void shareCatalogueAddress(user.slug, user.name);
  }

  return (
    <Drawer
      opened={userMenuOpen.value && user !== null}
      onClose={close}
      position="right"
      size="xs"
      title={<PanelTitle>Mi cuenta</PanelTitle>}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {user ? (
        <Stack gap="xs">
          <Group wrap="nowrap">
            <Avatar src={user.avatar_url} alt={user.name} color="premium" radius="xl" size="lg">
              {initials(user.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {user.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
              {user.is_premium ? (
                <Badge color="gold" variant="light" mt={4}>
                  Premium
                </Badge>
              ) : null}
            </div>
          </Group>
          {userMenuSections(user, { groupsEnabled: groupsEnabled.value }).map((section, index) => (
            <nav key={section.title ?? `entries-${index}`} aria-label={section.title ?? undefined}>
              <Divider my={4} />
              {section.title ? (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                  {section.title}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <NavLink
                  key={`${item.label}-${item.target.kind === 'route' ? item.target.path : item.target.action}`}
                  component="button"
                  label={item.label}
                  onClick={() => choose(item)}
                  color={item.target.kind === 'action' && item.target.action === 'become-premium' ? 'gold' : undefined}
                  active={item.target.kind === 'action' && item.target.action === 'become-premium'}
                />
              ))}
            </nav>
          ))}
        </Stack>
      ) : null}
    </Drawer>
  );
}
