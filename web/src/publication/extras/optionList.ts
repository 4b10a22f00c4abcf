// Long option lists show their first ten options with 'Mostrar más' / 'Mostrar menos' (SPEC.md section 9).
import { OPTION_LIST_INITIAL } from '@app/contracts/limits';

export interface OptionListView<Option> {
  visible: Option[];
  /** The list is longer than the initial ten: the toggle is offered. */
  collapsible: boolean;
}

/** Collapsed, the first ten plus any chosen option further down (a choice never hides). */
export function visibleOptions<Option extends { slug: string }>(
  options: readonly Option[],
  expanded: boolean,
  chosen: readonly string[] = [],
  initial: number = OPTION_LIST_INITIAL,
): OptionListView<Option> {
  const collapsible = options.length > initial;
  if (expanded || !collapsible) return { visible: [...options], collapsible };
  return {
    visible: options.filter((option, index) => index < initial || chosen.includes(option.slug)),
    collapsible,
  };
}

export const SHOW_MORE = 'Mostrar más';
export const SHOW_LESS = 'Mostrar menos';
