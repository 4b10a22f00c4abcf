// account.publication.create (query public=false presets a private publication) and
// account.publication.edit: the wizard, with the stored publication when editing.
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import { Container, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { notifyError } from '../../feedback/notify.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { PageLoader } from '../../routing/PageLoader.tsx';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { configuration } from '../../session/sessionState.ts';
import { findType } from '../catalogue/publicationTypes.ts';
import { PublicationWizard } from './PublicationWizard.tsx';
import { emptyPublicationForm, publicationFormValues } from './publicationFormModel.ts';

const backToList = () => navigateTo(pathTo('account.publication.index'), { replace: true });

function useStoredPublication(id: string): Publication | null {
  const { data, isError } = useEndpointQuery(QUERY_SCOPES.publications, endpoints.showPublication, { params: { id } });
  const locked = data !== undefined && !data.editable;
  useEffect(() => {
    if (!locked && !isError) return;
    if (data?.locked_reason) notifyError(data.locked_reason);
    backToList();
  }, [locked, isError, data]);
  return data?.editable ? data : null;
}

function EditPublication({ id }: { id: string }) {
  useSignals();
  const publication = useStoredPublication(id);
  const types = configuration.value?.types;
  if (!publication || !types) return <PageLoader />;
  const initialValues = publicationFormValues(publication, findType(types, publication.type_id));
  return <PublicationWizard key={publication.id} initialValues={initialValues} stored={publication} />;
}

function CreatePublication() {
  const query = new URLSearchParams(useSearch());
  const initialValues = emptyPublicationForm({ public: query.get('public') !== 'false' });
  return <PublicationWizard initialValues={initialValues} stored={null} />;
}

export default function PublicationFormPage({ routeName }: ScreenProps) {
  const { id } = useParams<{ id?: string }>();
  const editing = routeName === 'account.publication.edit' && id !== undefined;
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb="lg">
        {editing ? 'Editar publicación' : 'Nueva publicación'}
      </Title>
      {editing ? <EditPublication id={id} /> : <CreatePublication />}
    </Container>
  );
}
