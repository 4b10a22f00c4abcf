// The confirmation 'Eliminar publicación' (SPEC.md section 8) before a publication is deleted.
import type { Publication } from '@app/contracts/publication/publication';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { ConfirmDeleteDialog } from '../../shared/dialogs/ConfirmDeleteDialog.tsx';
import { deletePublication } from '../publicationApi.ts';

export function DeletePublicationDialog({ publication, onClose }: { publication: Publication; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      title="Eliminar publicación"
      warning={
        <>
          ¿Seguro que deseas eliminar <strong>{publication.title}</strong>?
        </>
      }
      remove={async () => {
        await deletePublication(publication.id);
        return PUBLICATION_MESSAGES.deleted;
      }}
      onClose={onClose}
    />
  );
}
