// The orders the account's search list offers (GET /account/search orderBy and orderMethod).
import type { AccountSearchListQuery } from '@app/contracts/search/search';

export type AccountSearchOrder = Pick<AccountSearchListQuery, 'orderBy' | 'orderMethod'>;

export const ACCOUNT_SEARCH_ORDERS: readonly { value: string; label: string; order: AccountSearchOrder }[] = [
  { value: 'created_at-desc', label: 'Más recientes', order: { orderBy: 'created_at', orderMethod: 'desc' } },
  { value: 'created_at-asc', label: 'Más antiguas', order: { orderBy: 'created_at', orderMethod: 'asc' } },
  { value: 'title-asc', label: 'Título (A-Z)', order: { orderBy: 'title', orderMethod: 'asc' } },
  { value: 'title-desc', label: 'Título (Z-A)', order: { orderBy: 'title', orderMethod: 'desc' } },
];

export const DEFAULT_ACCOUNT_SEARCH_ORDER = 'created_at-desc';

export function accountSearchOrder(value: string | null): AccountSearchOrder {
  const found = ACCOUNT_SEARCH_ORDERS.find((option) => option.value === value) ?? ACCOUNT_SEARCH_ORDERS[0];
  return found ? found.order : { orderBy: 'created_at', orderMethod: 'desc' };
}
