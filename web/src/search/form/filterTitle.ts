// A filter item in words, for the active filters list and the saved item's title: its category
// (else its type), then its conditions — 'Departamento, Ambientes desde 2, Cochera, hasta U$S 120.000'.
// The wording is shared with the server (contracts); the client's own is how numbers read.
import type { Configuration } from '@app/contracts/configuration';
import type { SearchFilter } from '@app/contracts/search/filter';
import {
  type FilterWording,
  filterConditionWords,
  filterSubjectWords,
  filterTitleFromWords,
} from '@app/contracts/search/filterTitle';
import { formatInteger } from '../../format/format.ts';
import { type ConfiguredType, typeTitle } from '../../publication/catalogue/publicationTypes.ts';
import { extraNumberFormat } from '../extras/numberFilter.ts';

function clientWording(currencies: Configuration['currencies']): FilterWording {
  return {
    currencies,
    extraNumberFormat,
    exactNumber: (title, value) => `${value} ${title.toLowerCase()}`,
    formatAmount: formatInteger,
    // A currency without amounts is no condition the list shows.
    currencyAlone: () => null,
  };
}

export function filterTitle(
  filter: SearchFilter,
  type: ConfiguredType,
  currencies: Configuration['currencies'],
): string {
  const subject = filterSubjectWords(filter, type, typeTitle(type));
  return filterTitleFromWords(subject, filterConditionWords(filter, type, clientWording(currencies)));
}
