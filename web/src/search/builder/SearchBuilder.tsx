// The search builder screen (SPEC.md section 2, "Searches"): scope header, active filters, the
// filter form, places, order, and the footer; with the quick search, history and (on a microsite)
// scope chooser panels, the last-search prompt and the guided tour.
import type { Configuration } from '@app/contracts/configuration';
import { Container, Flex, Paper, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { groupsPanelOpen, identifyDialog, userMenuOpen } from '../../dialogs/dialogState.ts';
import { PageLoader } from '../../routing/PageLoader.tsx';
import { currentMicrosite, currentUser } from '../../session/sessionState.ts';
import { FilterForm } from '../form/FilterForm.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { useSearchHistory } from '../history/useSearchHistory.ts';
import { LastSearchPrompt } from '../lastSearch/LastSearchPrompt.tsx';
import { lastSearchToOffer } from '../lastSearch/lastSearchOffer.ts';
import { offeredSearches, useLastSearchPrompt } from '../lastSearch/useLastSearchPrompt.ts';
import { PlacesField } from '../places/PlacesField.tsx';
import { QuickSearchPanel } from '../quickSearch/QuickSearchPanel.tsx';
import { hideSearchTour, startSearchTour, tourStep } from '../tour/searchTour.ts';
import { TourAnchor } from '../tour/TourAnchor.tsx';
import { ZeroResults } from '../zeroResults/ZeroResults.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { BuilderFooter } from './BuilderFooter.tsx';
import type { BuilderScope } from './builderScope.ts';
import { OrderField } from './OrderField.tsx';
import { ScopeHeader } from './ScopeHeader.tsx';
import { ScopeChooserPanel } from './scopeChooser/ScopeChooserPanel.tsx';
import { offersScopeChooser } from './scopeChooser/scopeChoices.ts';
import { useSearchBuilder } from './useSearchBuilder.ts';

type OpenPanel = 'history' | 'quickSearch' | 'scope' | null;

function useBuilderQuery() {
  const query = new URLSearchParams(useSearch());
  return { uuid: query.get('uuid'), newSearch: query.has('newSearch') };
}

function useGuidedTour(ready: boolean) {
  useEffect(() => {
    if (ready) startSearchTour();
  }, [ready]);
  useEffect(() => hideSearchTour, []);
}

export function SearchBuilder({ configuration, scope }: { configuration: Configuration; scope: BuilderScope }) {
  useSignals();
  const query = useBuilderQuery();
  const builder = useSearchBuilder(configuration, scope.ids, query.uuid);
  const { state, dispatch } = builder;
  const [panel, setPanel] = useState<OpenPanel>(null);
  const closePanel = () => setPanel(null);
  useGuidedTour(!builder.loadingEdited);

  const history = useSearchHistory();
  const candidate = lastSearchToOffer({
    history,
    scope: scope.ids,
    editing: query.uuid !== null,
    newSearch: query.newSearch,
    offered: offeredSearches(),
  });
  const prompt = useLastSearchPrompt(
    candidate,
    () =>
      tourStep.peek() !== null ||
      panel !== null ||
      identifyDialog.peek() !== null ||
      userMenuOpen.peek() ||
      groupsPanelOpen.peek(),
  );

  const user = currentUser.value;
  const choosesScope = offersScopeChooser({
    microsite: currentMicrosite.value,
    scope: builder.scope,
    editing: query.uuid !== null,
    hasGroups: Boolean(user?.is_premium && user.groups.length > 0),
  });

  if (builder.loadingEdited) return <PageLoader />;
  return (
    // The footer stays at the bottom of the screen even when the form is short.
    <Flex direction="column" mih="calc(100dvh - 61px)">
      <Container size="sm" py="lg" w="100%" style={{ flex: 1 }}>
        <Stack gap="md">
          <TourAnchor target="scope">
            <ScopeHeader
              scope={scope}
              editing={builder.editing !== null}
              onChoose={choosesScope ? () => setPanel('scope') : null}
            />
          </TourAnchor>
          <TourAnchor target="filters">
            <ActiveFilters
              filters={state.filters}
              titleOf={builder.titleOf}
              onRemove={(index) => dispatch({ type: 'removeFilter', index })}
            />
          </TourAnchor>
          <TourAnchor target="form">
            <Paper withBorder p="md" radius="md">
              <FilterForm
                types={configuration.types}
                currencies={configuration.currencies}
                form={state.form}
                dispatch={builder.formDispatch}
              />
            </Paper>
          </TourAnchor>
          {builder.placesAllowed ? (
            <PlacesField
              places={state.places}
              onAdd={(place) => dispatch({ type: 'addPlace', place })}
              onRemove={(reference) => dispatch({ type: 'removePlace', reference })}
            />
          ) : null}
          {builder.canRun ? (
            <OrderField
              orders={configuration.search_orders}
              value={state.order}
              onChange={(order) => dispatch({ type: 'chooseOrder', order })}
            />
          ) : null}
        </Stack>
      </Container>
      <BuilderFooter
        count={builder.count}
        counting={builder.counting}
        canAdd={builder.canAdd}
        canSearch={builder.canRun}
        saving={builder.saving}
        onHistory={() => setPanel('history')}
        onQuickSearch={() => setPanel('quickSearch')}
        onAdd={builder.addFormFilter}
        onSearch={() => void builder.search()}
        zeroResults={
          <ZeroResults
            draft={builder.draft}
            count={builder.count}
            onLoosen={builder.loosen}
            onSave={builder.saveDraft}
          />
        }
      />
      <HistoryPanel opened={panel === 'history'} onClose={closePanel} />
      <QuickSearchPanel
        opened={panel === 'quickSearch'}
        onClose={closePanel}
        scope={builder.scope}
        typeId={state.form.typeId}
        titleOf={builder.titleOf}
        onRead={(filters, places) => dispatch({ type: 'addQuickFilters', filters, places })}
      />
      <ScopeChooserPanel opened={panel === 'scope'} onClose={closePanel} scope={builder.scope} />
      <LastSearchPrompt search={prompt.shown} onClose={prompt.dismiss} />
    </Flex>
  );
}
