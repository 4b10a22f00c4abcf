import type { User } from '@app/contracts/account/user';
import { Avatar, Badge, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { BECOME_PREMIUM, requireIdentity } from '../../account/identify/requireIdentity.ts';
import { userMenuOpen } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { useLatestSearches } from '../../search/latest/latestSearches.ts';
import { currentUser, groupsEnabled } from '../../session/sessionState.ts';
import { initials } from '../initials.ts';
import { PanelTitle } from '../PanelTitle.tsx';
import { copyCatalogueAddress, shareCatalogueAddress } from './catalogueAddress.ts';
import { type MenuItem, type MenuSection, userMenuSections } from './menuSections.ts';

function choose(item: MenuItem, user: User): void {
  const { target } = item;
  if (target.kind === 'route') navigateTo(target.path);
  else if (target.action === 'become-premium') requireIdentity(BECOME_PREMIUM);
  else if (target.action === 'copy-catalogue' && user.slug) void copyCatalogueAddress(user.slug);
  else if (target.action === 'share-catalogue' && user.slug) void shareCatalogueAddress(user.slug, user.name);
}

function UserSummary({ user }: { user: User }) {
  return (
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
  );
}

function MenuSectionLinks({ section, user }: { section: MenuSection; user: User }) {
  return (
    <nav aria-label={section.title ?? undefined}>
      <Divider my={4} />
      {section.title ? (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
          {section.title}
        </Text>
      ) : null}
      {section.items.map((item) => {
        const upgrade = item.target.kind === 'action' && item.target.action === 'become-premium';
        return (
          <NavLink
            key={`${item.label}-${item.target.kind === 'route' ? item.target.path : item.target.action}`}
            component="button"
            label={item.label}
            onClick={() => choose(item, user)}
            color={upgrade ? 'gold' : undefined}
            active={upgrade}
          />
        );
      })}
    </nav>
  );
}

export default function UserMenuPanel() {
  useSignals();
  const user = currentUser.value;
  // Only non-premium users see their last searches in the menu.
  const latestSearches = useLatestSearches(user !== null && !user.is_premium);
  return (
    <Drawer
      opened={userMenuOpen.value && user !== null}
      onClose={() => {
        userMenuOpen.value = false;
      }}
      position="right"
      size="xs"
      title={<PanelTitle>Mi cuenta</PanelTitle>}
    >
      {user ? (
        <Stack gap="xs">
          <UserSummary user={user} />
          {userMenuSections(
            { ...user, searches: latestSearches ?? user.searches },
            { groupsEnabled: groupsEnabled.value },
          ).map((section, index) => (
            <MenuSectionLinks key={section.title ?? `entries-${index}`} section={section} user={user} />
          ))}
        </Stack>
      ) : null}
    </Drawer>
  );
}
