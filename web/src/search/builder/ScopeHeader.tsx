// The builder's scope header: where this search looks.
import { Avatar, Group, Text, Title } from '@mantine/core';
import { initials } from '../../shell/initials.ts';
import type { BuilderScope } from './builderScope.ts';

export function ScopeHeader({ scope, editing }: { scope: BuilderScope; editing: boolean }) {
  return (
    <Group wrap="nowrap" gap="sm" p={4}>
      {scope.avatar ? (
        <Avatar src={scope.avatar.url} alt={scope.avatar.name} color="premium" radius="xl" size="lg">
          {initials(scope.avatar.name)}
        </Avatar>
      ) : null}
      <div>
        <Title order={1} size="h2">
          {editing ? 'Editar búsqueda' : scope.title}
        </Title>
        {scope.subtitle ? <Text c="dimmed">{scope.subtitle}</Text> : null}
      </div>
    </Group>
  );
}
