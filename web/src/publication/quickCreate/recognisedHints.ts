// What the sentence told us, as short lines: 'Precio: US$ 150.000', 'Ambientes: 3'. At most five
// are listed, then 'y más' (SPEC.md section 9).
import { QUICK_CREATE_HINTS } from '@app/contracts/limits';
import { OPERATION_LABELS } from '@app/contracts/publication/operation';
import type { ConfiguredType } from '../catalogue/publicationTypes.ts';
import { extraLines } from '../display/extraDisplay.ts';
import { priceLabel } from '../display/price.ts';
import type { Recognised } from './recognition.ts';

export const MORE_HINTS = 'y más';

export function recognisedHints(
  recognised: Recognised,
  type: ConfiguredType | null,
  symbolOf: (code: string) => string,
) {
  const hints: string[] = [];
  if (recognised.title) hints.push(`Título: ${recognised.title}`);
  if (recognised.amount !== null) {
    const price = priceLabel(recognised.amount, recognised.amount_sale, symbolOf(recognised.currency ?? 'ARS'));
    hints.push(`Precio: ${price.current}`);
  }
  if (recognised.operation) hints.push(`Operación: ${OPERATION_LABELS[recognised.operation]}`);
  if (recognised.categories.length > 0) {
    const names = recognised.categories.map((id) => type?.categories.find((category) => category.id === id)?.name);
    const known = names.filter((name): name is string => Boolean(name));
    hints.push(`Categorías: ${known.length > 0 ? known.join(', ') : recognised.categories.length}`);
  }
  for (const line of extraLines(type?.extras ?? [], recognised.extras)) hints.push(`${line.title}: ${line.value}`);
  if (recognised.stock !== null) hints.push(`Stock: ${recognised.stock}`);
  if (recognised.address) hints.push(`Dirección: ${recognised.address.title}`);
  return hints;
}

export interface HintList {
  shown: string[];
  more: boolean;
}

export function truncateHints(hints: readonly string[], limit: number = QUICK_CREATE_HINTS): HintList {
  return { shown: hints.slice(0, limit), more: hints.length > limit };
}
