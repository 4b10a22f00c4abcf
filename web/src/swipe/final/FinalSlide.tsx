// After the last result (SPEC.md section 2): with likes, finishing the selection (non-owners),
// seeing the chosen publications, sharing, sending the list and publishing; without likes, the
// bad-luck message (or, when the search found nothing, that there were no results) with a new
// search, editing it (owner) and publishing. A group with no coincidence yet sees its top 3.

import { SEARCH_MESSAGES, type Search } from '@app/contracts/search/search';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { mayFinishSelection } from '../actions/actionChecks.ts';
import type { SearchActions } from '../actions/useSearchActions.ts';
import { GroupTopThree } from './GroupTopThree.tsx';

interface FinalSlideProps {
  search: Search;
  likes: number;
  actions: FinalSlideActions;
}

type FinalSlideActions = Pick<
  SearchActions,
  'finished' | 'finish' | 'viewPublications' | 'share' | 'sendList' | 'newSearch' | 'edit' | 'publish'
>;

/** Once finished (SPEC.md: finishing sets a finished flag) it reads as done, not as an offer. */
function FinishButton({ search, actions }: Omit<FinalSlideProps, 'likes'>) {
  if (search.is_owner) return null;
  const mayFinish = mayFinishSelection(search, actions.finished);
  return (
    <Button variant="filled" disabled={!mayFinish} onClick={() => void actions.finish()}>
      {mayFinish ? 'Finalizar selección' : 'Selección finalizada'}
    </Button>
  );
}

function PublishButton({ search, actions }: Omit<FinalSlideProps, 'likes'>) {
  if (!search.is_owner || !search.group_id) return null;
  return (
    <Button variant="light" onClick={actions.publish}>
      Publicar en el grupo
    </Button>
  );
}

interface FinalSlideState {
  noResults: boolean;
  /** The group's ranking is read when the slide is shown: the last decisions move it. */
  active: boolean;
}

export function FinalSlide({ search, likes, actions, noResults, active }: FinalSlideProps & FinalSlideState) {
  return (
    <Center mih="100%" p="lg" data-testid="final-slide">
      <Stack gap="sm" w="100%" maw={360} ta="center">
        {noResults ? null : <GroupTopThree search={search} active={active} />}
        {likes > 0 ? (
          <>
            <Title order={2}>¡Llegaste al final!</Title>
            <Text c="dimmed">{likes === 1 ? 'Te gustó una publicación.' : `Te gustaron ${likes} publicaciones.`}</Text>
            <FinishButton search={search} actions={actions} />
            <Button variant="light" onClick={actions.viewPublications}>
              Ver publicaciones
            </Button>
            {search.is_owner ? (
              <Button variant="light" onClick={actions.share}>
                Compartir
              </Button>
            ) : null}
            <Button variant="light" onClick={() => void actions.sendList()}>
              Enviar lista
            </Button>
            <PublishButton search={search} actions={actions} />
          </>
        ) : (
          <>
            <Title order={2}>{noResults ? SEARCH_MESSAGES.noResults : '¡Qué mala suerte!'}</Title>
            <Text c="dimmed">
              {noResults
                ? 'Ninguna publicación coincide con esta búsqueda. Probá con otros filtros.'
                : 'No te gustó ninguna publicación. Probá con otros filtros.'}
            </Text>
            <FinishButton search={search} actions={actions} />
            <Button variant="filled" onClick={actions.newSearch}>
              Nueva búsqueda
            </Button>
            {search.is_owner ? (
              <Button variant="light" onClick={actions.edit}>
                Editar búsqueda
              </Button>
            ) : null}
            <PublishButton search={search} actions={actions} />
          </>
        )}
      </Stack>
    </Center>
  );
}
