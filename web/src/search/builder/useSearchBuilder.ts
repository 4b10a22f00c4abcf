// The builder's state and what follows from it: titles of items, places allowed, price bounds, the
// live count, and saving (create without uuid, change with one, then the results screen).
import type { Configuration } from '@app/contracts/configuration';
import type { SearchFilter, SearchPlaceInput } from '@app/contracts/search/filter';
import type { Search, SearchScope } from '@app/contracts/search/search';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { findType, typeHasField, typeTitle } from '../../publication/catalogue/publicationTypes.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { saveSearch } from '../api/searchApi.ts';
import type { FilterFormAction, OpenRange } from '../form/filterForm.ts';
import { filterTitle } from '../form/filterTitle.ts';
import { usePriceBounds } from '../price/usePriceBounds.ts';
import { builderReducer, canAddFormFilter, canRunSearch, draftFilters, initialBuilderState } from './builderState.ts';
import { useEditedSearch } from './useEditedSearch.ts';
import { useResultCount } from './useResultCount.ts';

const scopeOf = (search: Search): SearchScope => ({
  microsite_id: search.microsite_id,
  group_id: search.group_id,
  user_id: search.user_id,
});

export function useSearchBuilder(configuration: Configuration, builderScope: SearchScope, editedUuid: string | null) {
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const edit = useCallback((search: Search) => dispatch({ type: 'edit', search }), []);
  const edited = useEditedSearch(editedUuid, edit);
  // A search keeps the scope it was made in.
  const scope = useMemo(() => (edited.search ? scopeOf(edited.search) : builderScope), [edited.search, builderScope]);
  const { types, currencies } = configuration;

  const titleOf = useCallback(
    (filter: SearchFilter): string => {
      const type = findType(types, filter.type_id);
      return filter.title ?? (type ? filterTitle(filter, type, currencies) : '');
    },
    [types, currencies],
  );
  const formDispatch = useCallback((action: FilterFormAction) => dispatch({ type: 'form', action }), []);
  const onPriceBounds = useCallback(
    (bounds: OpenRange) => formDispatch({ type: 'priceBoundsFound', bounds }),
    [formDispatch],
  );
  const priced = typeHasField(findType(types, state.form.typeId), 'amount');
  usePriceBounds(state.form, state.places, scope, priced, onPriceBounds);

  const filters = useMemo(() => draftFilters(state), [state]);
  const draft = useMemo(
    () => (filters.length > 0 ? { ...scope, filters, places: state.places } : null),
    [filters, state.places, scope],
  );
  const { count, counting } = useResultCount(draft);

  const chosenTypeIds = [state.form.typeId, ...state.filters.map((filter) => filter.type_id)];
  const placesAllowed = chosenTypeIds.some((id) => typeHasField(findType(types, id), 'address'));
  // SPEC.md section 5: without a type that has an address, places are cleared.
  useEffect(() => {
    if (!placesAllowed) dispatch({ type: 'clearPlaces' });
  }, [placesAllowed]);

  const submission = useSubmission();
  /** Creates the search, or changes the one being edited. */
  const saveDraft = () => {
    const titled = filters.map((filter) => ({ ...filter, title: titleOf(filter) || null }));
    const criteria = { filters: titled, places: state.places, order: state.order };
    return saveSearch(edited.search?.uuid ?? null, criteria, { scope, autocompleted: state.autocompleted });
  };
  const search = () =>
    submission.run(async () => {
      const saved = await saveDraft();
      if (saved.message) notifySuccess(saved.message);
      navigateTo(pathTo('search.result', { uuid: saved.search.uuid }));
    });

  const addFormFilter = () => {
    const filter = draftFilters({ ...state, filters: [] })[0];
    const type = findType(types, state.form.typeId);
    if (filter && type)
      dispatch({
        type: 'addFormFilter',
        title: (filter.title ?? filterTitle(filter, type, currencies)) || typeTitle(type),
      });
  };

  return {
    state,
    dispatch,
    formDispatch,
    scope,
    editing: edited.search,
    loadingEdited: edited.loading,
    titleOf,
    placesAllowed,
    draft,
    count,
    counting,
    saveDraft: async () => (await saveDraft()).search,
    loosen: (filters: SearchFilter[], places: SearchPlaceInput[]) => dispatch({ type: 'loosen', filters, places }),
    canRun: canRunSearch(state),
    canAdd: canAddFormFilter(state),
    addFormFilter,
    search,
    saving: submission.isSubmitting,
  };
}
