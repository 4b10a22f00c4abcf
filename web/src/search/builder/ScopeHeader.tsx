// The builder's scope header: where this search looks; on a microsite, with 'Cambiar' opening the
// microsite scope chooser.
import { Avatar, Button, Group, Text, Title } from '@mantine/core';
import { initials } from '../../shell/initials.ts';
import type { BuilderScope } from './builderScope.ts';

export function ScopeHeader({
  scope,
  editing,
  onChoose = null,
}: {
  scope: BuilderScope;
  editing: boolean;
  /** Opens the scope chooser; null where there is nothing to choose. */
  onChoose?: (() => void) | null;
}) {
  return (
    <Group wrap="nowrap" gap="sm" p={4} justify="space-between">
      <Group wrap="nowrap" gap="sm" miw={0}>
        {scope.avatar ? (
          <Avatar src={scope.avatar.url} alt={scope.avatar.name} color="premium" radius="xl" size="lg">
            {initials(scope.avatar.name)}
          </Avatar>
        ) : null}
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {editing ? 'Editar búsqueda' : scope.title}
          </Title>
          {scope.subtitle ? (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {scope.subtitle}
            </Text>
          ) : null}
        </div>
      </Group>
      {onChoose ? (
        <Button variant="light" flex="none" onClick={onChoose} aria-haspopup="dialog">
          Cambiar
        </Button>
      ) : null}
    </Group>
  );
}
