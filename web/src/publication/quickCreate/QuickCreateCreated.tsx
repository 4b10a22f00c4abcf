// The quick-create panel once created: the publication, and edit, close or create another.
import type { Publication } from '@app/contracts/publication/publication';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { PublicationSummary } from '../detail/PublicationSummary.tsx';

interface QuickCreateCreatedProps {
  publication: Publication;
  onClose: () => void;
  onCreateAnother: () => void;
}

export function QuickCreateCreated({ publication, onClose, onCreateAnother }: QuickCreateCreatedProps) {
  return (
    <Stack gap="md">
      <Alert color="teal" title="¡Publicación creada!">
        Revisá los datos y editala si hace falta.
      </Alert>
      <PublicationSummary publication={publication} ownerView />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cerrar
        </Button>
        <Button variant="light" onClick={() => navigateTo(pathTo('account.publication.edit', { id: publication.id }))}>
          Editar
        </Button>
        <Button onClick={onCreateAnother}>Crear otra</Button>
      </Group>
    </Stack>
  );
}
