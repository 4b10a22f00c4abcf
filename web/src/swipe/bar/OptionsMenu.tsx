// The options button, with the person's likes as its badge; it lists only what the person may do.
import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { DotsIcon } from '../../shell/icons.tsx';
import { mayFinishSelection } from '../actions/actionChecks.ts';
import type { SearchActions } from '../actions/useSearchActions.ts';

interface OptionsMenuProps {
  likes: number;
  isOwner: boolean;
  actions: SearchActions;
  onLikeAll: () => void;
}

export function OptionsMenu({ likes, isOwner, actions, onLikeAll }: OptionsMenuProps) {
  return (
    // The badge wraps the menu: the menu's target (the button) carries aria-expanded, a div may not.
    <Indicator label={likes} size={18} disabled={likes === 0} color="pink" offset={4}>
      <Menu position="top-end" withinPortal shadow="md" width={240}>
        <Menu.Target>
          <ActionIcon size={44} radius="xl" variant="light" color="gray" aria-label={`Opciones (${likes} me gusta)`}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={actions.viewPublications}>Ver publicaciones ({likes})</Menu.Item>
          <Menu.Item onClick={actions.viewRanking}>Ranking del grupo</Menu.Item>
          {actions.offered.alerts ? <Menu.Item onClick={actions.chooseAlerts}>Alertas</Menu.Item> : null}
          {actions.offered.discards ? <Menu.Item onClick={actions.viewDiscards}>Descartadas</Menu.Item> : null}
          <Menu.Item onClick={onLikeAll}>Me gustan todas</Menu.Item>
          <Menu.Item onClick={() => void actions.sendList()}>Enviar lista</Menu.Item>
          {mayFinishSelection({ is_owner: isOwner }, false) ? (
            <Menu.Item disabled={actions.finished} onClick={() => void actions.finish()}>
              Finalizar selección
            </Menu.Item>
          ) : null}
          {actions.offered.share || actions.offered.rename ? <Menu.Divider /> : null}
          {actions.offered.share ? <Menu.Item onClick={actions.share}>Compartir</Menu.Item> : null}
          {actions.offered.consensus ? (
            <Menu.Item onClick={actions.chooseConsensus}>Regla de coincidencia</Menu.Item>
          ) : null}
          {actions.offered.rename ? <Menu.Item onClick={actions.rename}>Cambiar nombre</Menu.Item> : null}
          {actions.offered.edit ? <Menu.Item onClick={actions.edit}>Editar búsqueda</Menu.Item> : null}
          {actions.offered.publish ? <Menu.Item onClick={actions.publish}>Publicar en el grupo</Menu.Item> : null}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
