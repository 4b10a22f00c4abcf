// The publication types of the configuration (SPEC.md section 3, "Publication type"): which general
// fields each asks for, its extras and categories, and the currencies and priorities on offer.
import type { Extra } from '@app/contracts/catalogue/extra';
import type { TypeField } from '@app/contracts/catalogue/fields';
import type { Configuration } from '@app/contracts/configuration';
import { CURRENCY_CODES } from '@app/contracts/publication/publication';

export type ConfiguredType = Configuration['types'][number];
export type Priority = Configuration['priorities'][number];
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export function findType(types: readonly ConfiguredType[], id: string | null): ConfiguredType | null {
  return types.find((type) => type.id === id) ?? null;
}

export function typeHasField(type: ConfiguredType | null, field: TypeField): boolean {
  return type?.config.fields.includes(field) ?? false;
}

export const typeTitle = (type: Pick<ConfiguredType, 'translations'>): string => type.translations.es.title;
export const extraTitle = (extra: Pick<Extra, 'translations'>): string => extra.translations.es.title;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/** The currencies a publication can be priced in, as the configuration names them. */
export function currencyOptions(currencies: Configuration['currencies']): { value: CurrencyCode; label: string }[] {
  const configured = currencies.filter((currency) => isCurrencyCode(currency.code));
  const known =
    configured.length > 0 ? configured : CURRENCY_CODES.map((code) => ({ code, symbol: code, title: code }));
  return known.map((currency) => ({
    value: currency.code as CurrencyCode,
    label: currency.title,
  }));
}

export function currencySymbol(currencies: Configuration['currencies'], code: string): string {
  return currencies.find((currency) => currency.code === code)?.symbol ?? code;
}
