// A group's row or screen menu (SPEC.md section 2): Detalle, Buscar, Búsquedas activas, Cartera
// Interna, Editar for admins; a screen leaves out its own entry and adds 'Nueva publicación'.
import { ActionIcon, Button, Menu } from '@mantine/core';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { DotsIcon } from '../shell/icons.tsx';

type Entry = 'show' | 'search' | 'searches' | 'portfolio' | 'edit';

interface GroupMenuProps {
  id: string;
  name: string;
  admin: boolean;
  /** The screen showing the menu: its own entry is left out and 'Nueva publicación' added. */
  current?: Entry;
}

export function GroupMenu({ id, name, admin, current }: GroupMenuProps) {
  const entries: { key: Entry; label: string; path: string }[] = [
    { key: 'show', label: 'Detalle', path: pathTo('account.group.show', { id }) },
    { key: 'search', label: 'Buscar', path: pathTo('group.search.index', { id }) },
    { key: 'searches', label: 'Búsquedas activas', path: pathTo('account.group.search', { id }) },
    { key: 'portfolio', label: 'Cartera Interna', path: pathTo('account.group.publication', { id }) },
    ...(admin ? [{ key: 'edit' as const, label: 'Editar', path: pathTo('account.group.edit', { id }) }] : []),
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {current ? (
          <Button variant="default">Acciones</Button>
        ) : (
          <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${name}`}>
            <DotsIcon size={18} />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {entries
          .filter((entry) => entry.key !== current)
          .map((entry) => (
            <Menu.Item key={entry.key} onClick={() => navigateTo(entry.path)}>
              {entry.label}
            </Menu.Item>
          ))}
        {current ? (
          <Menu.Item onClick={() => navigateTo(pathTo('account.publication.create'))}>Nueva publicación</Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
