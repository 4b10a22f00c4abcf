// What the guests of a shared search see (configuration's filtered options): premium-only options
// are listed to premium users only, and a single option comes preselected.
import type { Configuration } from '@app/contracts/configuration';
import { type SearchFilteredOption, searchFilteredOptionSchema } from '@app/contracts/search/search';

export interface FilteredChoice {
  value: SearchFilteredOption;
  label: string;
}

export function filteredChoices(options: Configuration['filtered_options'], premium: boolean): FilteredChoice[] {
  return options.flatMap((option) => {
    const value = searchFilteredOptionSchema.safeParse(option.slug);
    if (!value.success || (option.premium && !premium)) return [];
    return [{ value: value.data, label: option.title }];
  });
}

export function preselectedChoice(
  choices: readonly FilteredChoice[],
  current: SearchFilteredOption | null,
): SearchFilteredOption | null {
  if (current && choices.some((choice) => choice.value === current)) return current;
  return choices.length === 1 ? (choices[0]?.value ?? null) : null;
}
