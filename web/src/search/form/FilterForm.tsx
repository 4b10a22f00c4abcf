// The filter form (SPEC.md section 2, "Search builder"): type, category, the type's searchable
// extras, stock when the type keeps it, and price.
import type { Configuration } from '@app/contracts/configuration';
import { Stack } from '@mantine/core';
import type { Dispatch } from 'react';
import { type ConfiguredType, findType, typeHasField } from '../../publication/catalogue/publicationTypes.ts';
import { ExtraFilterField } from '../extras/ExtraFilterField.tsx';
import { PriceFilter } from '../price/PriceFilter.tsx';
import { TourAnchor } from '../tour/TourAnchor.tsx';
import type { FilterFormAction, FilterFormState } from './filterForm.ts';
import { OperationChooser } from './OperationChooser.tsx';
import { StockFilterFields } from './StockFilterFields.tsx';
import { CategoryField, TypeField } from './TypeAndCategoryFields.tsx';

interface FilterFormProps {
  types: readonly ConfiguredType[];
  currencies: Configuration['currencies'];
  form: FilterFormState;
  dispatch: Dispatch<FilterFormAction>;
}

function TypeFields({ type, currencies, form, dispatch }: Omit<FilterFormProps, 'types'> & { type: ConfiguredType }) {
  const extras = type.extras.filter((extra) => extra.config.searchable);
  return (
    <>
      {typeHasField(type, 'operation') ? (
        <OperationChooser
          value={form.operation ?? 'sale'}
          onChange={(operation) => dispatch({ type: 'chooseOperation', operation })}
        />
      ) : null}
      <CategoryField
        type={type}
        value={form.categoryId}
        onChange={(categoryId) => dispatch({ type: 'chooseCategory', categoryId })}
      />
      {extras.map((extra) => (
        <ExtraFilterField
          key={extra.id}
          extra={extra}
          value={form.extras[extra.slug]}
          onChange={(value) => dispatch({ type: 'setExtra', slug: extra.slug, value })}
        />
      ))}
      {typeHasField(type, 'stock') ? (
        <StockFilterFields stock={form.stock} onChange={(stock) => dispatch({ type: 'setStock', stock })} />
      ) : null}
      {typeHasField(type, 'amount') ? (
        <PriceFilter
          currencies={currencies}
          currency={form.currency}
          bounds={form.priceBounds}
          amount={form.amount}
          onCurrency={(currency) => dispatch({ type: 'chooseCurrency', currency })}
          onAmount={(amount) => dispatch({ type: 'chooseAmount', amount })}
        />
      ) : null}
    </>
  );
}

/** A type with operations starts as 'Comprar', what every portal preselects. */
function operationFor(types: readonly ConfiguredType[], typeId: string | null) {
  return typeHasField(findType(types, typeId), 'operation') ? ('sale' as const) : null;
}

export function FilterForm({ types, currencies, form, dispatch }: FilterFormProps) {
  const type = findType(types, form.typeId);
  return (
    <Stack gap="md">
      <TourAnchor target="type">
        <TypeField
          types={types}
          value={form.typeId}
          onChange={(typeId) => dispatch({ type: 'chooseType', typeId, operation: operationFor(types, typeId) })}
        />
      </TourAnchor>
      {type ? <TypeFields type={type} currencies={currencies} form={form} dispatch={dispatch} /> : null}
    </Stack>
  );
}
