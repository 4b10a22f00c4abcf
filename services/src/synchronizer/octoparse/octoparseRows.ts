// An Octoparse row (flat, every value text, named after the task's fields) → the JSON feed's item
// (docs/synchronizer-feed.md), so both sources share one mapping and its checks. The task's fields
// carry the feed's names; what scraping gives as text is read here: prices as the page shows them
// ('US$ 150.000'), lists separated by commas or spaces, `extras.{slug}` and `lat`/`lng` columns.

const LIST_SEPARATOR = /[\s,;|]+/;
const DOLLAR_MARK = /US\$|U\$S|USD|u\$s/i;

/** '$ 150.000', '150.000,50', '1,500.25' or 150000 → a number; anything else as it came. */
export function scrapedPrice(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const figures = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(figures)) return value.trim() === '' ? null : value;
  const last = Math.max(figures.lastIndexOf(','), figures.lastIndexOf('.'));
  const decimals = last < 0 ? '' : figures.slice(last + 1);
  // The last mark followed by exactly three figures groups thousands ('150.000'): no decimals.
  if (last < 0 || decimals.length === 3) return Number(figures.replace(/[.,]/g, ''));
  return Number(`${figures.slice(0, last).replace(/[.,]/g, '')}.${decimals}`);
}

/** A scraped '4' is the number the extra's check expects; other texts stay texts. */
const scrapedNumber = (value: string) => (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

const list = (value: unknown) =>
  typeof value === 'string' ? value.split(LIST_SEPARATOR).filter((part) => part.length > 0) : value;

const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[,;|]/)
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
    : value;

function flag(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(word)) return false;
  if (['true', 'si', 'sí', '1', ''].includes(word)) return true;
  return value;
}

function address(row: Record<string, unknown>): unknown {
  const { address: title, lat, lng } = row;
  if (typeof title === 'string' && lat !== undefined && lng !== undefined && `${lat}`.trim() && `${lng}`.trim())
    return { title, lat, lng };
  return title;
}

function extras(row: Record<string, unknown>): Record<string, unknown> {
  const found = Object.entries(row)
    .filter(([key, value]) => key.startsWith('extras.') && value !== '' && value !== null)
    .map(([key, value]) => [key.slice('extras.'.length), typeof value === 'string' ? scrapedNumber(value) : value]);
  return Object.fromEntries(found);
}

export function octoparseRowToFeedItem(row: Record<string, unknown>): Record<string, unknown> {
  const priceText = [row.price, row.price_sale].filter((value) => typeof value === 'string').join(' ');
  const item: Record<string, unknown> = {
    ...row,
    price: scrapedPrice(row.price),
    price_sale: scrapedPrice(row.price_sale),
    address: address(row),
    images: list(row.images),
    categories: commaList(row.categories),
    extras: extras(row),
    public: flag(row.public),
  };
  if (row.currency === undefined || row.currency === '') item.currency = DOLLAR_MARK.test(priceText) ? 'USD' : 'ARS';
  for (const key of Object.keys(item)) if (item[key] === undefined || item[key] === '') delete item[key];
  return item;
}
