// A row's options menu ('⋮'): the actions of one item of an admin list.
import { ActionIcon, Menu } from '@mantine/core';

export interface RowOption {
  label: string;
  onClick: () => void;
  /** Red, for destructive actions such as 'Eliminar'. */
  danger?: boolean;
}

export function RowOptions({ options, label }: { options: RowOption[]; label: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${label}`}>
          <span aria-hidden="true">⋮</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item key={option.label} color={option.danger ? 'red' : undefined} onClick={option.onClick}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
