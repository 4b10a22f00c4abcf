// The stock lines of a type with stock (SPEC.md section 3): place, colour, size (uppercased) and quantity.
import type { StockItem } from '@app/contracts/publication/publication';
import { parseLocalNumber } from '../extras/numberRules.ts';

export interface StockRow {
  key: string;
  place: string;
  color: string;
  size: string;
  /** A number, '' when empty, or the text being typed. */
  quantity: number | string;
}

let nextRowKey = 0;
const rowKey = () => {
  nextRowKey += 1;
  return `stock-${nextRowKey}`;
};

export function emptyStockRow(): StockRow {
  return { key: rowKey(), place: '', color: '', size: '', quantity: '' };
}

export const toSize = (size: string): string => size.toUpperCase();

function isStockItem(value: unknown): value is Partial<StockItem> {
  return typeof value === 'object' && value !== null;
}

export function stockRows(stock: unknown): StockRow[] {
  if (!Array.isArray(stock)) return [];
  return stock.filter(isStockItem).map((item) => ({
    key: rowKey(),
    place: item.place ?? '',
    color: item.color ?? '',
    size: toSize(item.size ?? ''),
    quantity: typeof item.quantity === 'number' ? item.quantity : '',
  }));
}

const textOrNull = (text: string): string | null => text.trim() || null;

/** Rows without a quantity are left out; an empty place, colour or size is sent as null. */
export function stockInput(rows: readonly StockRow[]): StockItem[] {
  return rows.flatMap((row) => {
    const quantity = parseLocalNumber(row.quantity);
    if (quantity === null) return [];
    const place = textOrNull(row.place);
    return [{ place, color: textOrNull(row.color), size: textOrNull(toSize(row.size)), quantity }];
  });
}
