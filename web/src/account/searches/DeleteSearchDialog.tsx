// The confirmation 'Eliminar búsqueda' (SPEC.md section 8) before a search is deleted.
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { deleteAccountSearch } from '../../search/api/searchApi.ts';
import { searchTitle } from '../../search/searchTitle.ts';
import { ConfirmDeleteDialog } from '../../shared/dialogs/ConfirmDeleteDialog.tsx';

export function DeleteSearchDialog({ search, onClose }: { search: Search; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      title="Eliminar búsqueda"
      warning={
        <>
          ¿Seguro que deseas eliminar <strong>{searchTitle(search)}</strong>?
        </>
      }
      remove={async () => (await deleteAccountSearch(search.id)) || SEARCH_MESSAGES.deleted}
      onClose={onClose}
    />
  );
}
