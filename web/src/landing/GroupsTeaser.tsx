import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { GroupsIcon } from '../shell/icons.tsx';

export function GroupsTeaser() {
  return (
    <Card component="section" withBorder padding="xl" aria-labelledby="groups-teaser-title">
      <Group wrap="nowrap" align="flex-start" gap="lg">
        <ThemeIcon size={52} radius="md" variant="light" visibleFrom="xs">
          <GroupsIcon size={30} />
        </ThemeIcon>
        <Stack gap="sm">
          <Title id="groups-teaser-title" order={2}>
            Grupos de vendedores
          </Title>
          <Text c="dimmed">
            Sumate a grupos de vendedores de tu zona o de tu rubro: comparten su cartera interna, buscan entre las
            publicaciones de todos y responden juntos a cada cliente.
          </Text>
          <div>
            <Button variant="light" onClick={() => navigateTo(pathTo('group.index'))}>
              Explorar grupos
            </Button>
          </div>
        </Stack>
      </Group>
    </Card>
  );
}
