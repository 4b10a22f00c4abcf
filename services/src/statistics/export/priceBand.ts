// A price's band for the export: its currency and power of ten ("USD 100000-999999"), one scale for
// products, cars and homes alike, so an analyst can group rows without knowing the catalogue. A
// rent's band says what the price pays for ("ARS 100000-999999 por mes", "USD 100-999 por noche"):
// a month's rent, a night's and a sale's price of the same size are different markets.
import { PRICE_PERIOD_LABELS, type PricePeriod } from '@app/contracts';

export function priceBand(amount: number | null, currency: 'ARS' | 'USD', period: PricePeriod | null = null): string {
  if (amount === null || !(amount > 0)) return 'sin precio';
  const lower = 10 ** (String(Math.floor(amount)).length - 1);
  const band = `${currency} ${lower}-${lower * 10 - 1}`;
  return period ? `${band} ${PRICE_PERIOD_LABELS[period]}` : band;
}
