// Asks for the lowest and highest price of what the form finds (POST /search/prices) whenever its
// other fields, the places or the currency change, and hands the bounds to the form. Prices depend
// on which publications exist, so they sit under the publications scope.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { SearchPlaceInput } from '@app/contracts/search/filter';
import type { SearchScope } from '@app/contracts/search/search';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import type { SearchPricesInput } from '../api/searchApi.ts';
import { searchHttp } from '../api/searchClient.ts';
import { type FilterFormState, formToFilter, type OpenRange } from '../form/filterForm.ts';

function pricesRequest(form: FilterFormState, places: readonly SearchPlaceInput[], scope: SearchScope) {
  const filter = formToFilter({ ...form, amount: null, title: null });
  if (!filter) return null;
  const request: SearchPricesInput = { ...scope, filters: [filter], places: [...places], currency: form.currency };
  return request;
}

/** `priced` false: the chosen type has no price, so there is nothing to ask. */
export function usePriceBounds(
  form: FilterFormState,
  places: readonly SearchPlaceInput[],
  scope: SearchScope,
  priced: boolean,
  onBounds: (bounds: OpenRange) => void,
): void {
  const request = useMemo(() => (priced ? pricesRequest(form, places, scope) : null), [priced, form, places, scope]);
  const key = request ? JSON.stringify(request) : null;
  const [debouncedKey] = useDebouncedValue(key, DEBOUNCE_MS.resultCount);
  const body = debouncedKey === null ? undefined : (JSON.parse(debouncedKey) as SearchPricesInput);
  const { data, isError } = useEndpointQuery(
    [QUERY_SCOPES.publications, 'search-prices'],
    searchEndpoints.searchPrices,
    { body },
    { via: searchHttp, enabled: body !== undefined, meta: { quiet: true } },
  );

  useEffect(() => {
    if (debouncedKey === null) return;
    if (data) onBounds({ min: data.min, max: data.max });
    else if (isError) onBounds({ min: null, max: null });
  }, [debouncedKey, data, isError, onBounds]);
}
