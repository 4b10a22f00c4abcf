// A price's band for the export: its currency and power of ten ("USD 100000-999999"), one scale for
// products, cars and homes alike, so an analyst can group rows without knowing the catalogue.

export function priceBand(amount: number | null, currency: 'ARS' | 'USD'): string {
  if (amount === null || !(amount > 0)) return 'sin precio';
  const lower = 10 ** (String(Math.floor(amount)).length - 1);
  return `${currency} ${lower}-${lower * 10 - 1}`;
}
