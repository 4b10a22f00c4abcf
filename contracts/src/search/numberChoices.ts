// Which number extras the search builder offers as 'at least' chips (SPEC.md section 5: "Number
// extra with max 10 or less becomes options like 1+, 2+"). Quick search reads a count said alone
// for these extras the same way, so "3 ambientes" typed and the chip 3+ find the same publications
// (docs/decisions/number-chips.md).
import { NUMBER_EXTRA_OPTIONS_MAX } from '../limits.ts';

function ruleValue(validations: readonly string[], name: 'min' | 'max'): number | null {
  const rule = validations.find((validation) => validation.startsWith(`${name}:`));
  if (!rule) return null;
  const value = Number(rule.slice(name.length + 1));
  return Number.isFinite(value) ? value : null;
}

/** The chip values (1, 2… up to the maximum), or null when the extra is searched another way. */
export function atLeastChoices(validations: readonly string[]): number[] | null {
  const max = ruleValue(validations, 'max');
  const min = ruleValue(validations, 'min') ?? 0;
  if (max === null || max <= min || max > NUMBER_EXTRA_OPTIONS_MAX) return null;
  const choices: number[] = [];
  for (let value = Math.max(1, Math.ceil(min)); value <= max; value++) choices.push(value);
  return choices.length > 0 ? choices : null;
}
