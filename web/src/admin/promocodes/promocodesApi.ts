// The promotional codes screen's calls (SPEC.md section 7, "Admin": /admin/promocode).
import type { PromocodeInput } from '@app/contracts/account/promocode';
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import { type CallOptions, call } from '../../api/client.ts';
import type { ListQuery } from '../../shared/admin/useAdminList.ts';

const endpoints = adminEndpoints.promocodes;

export const listPromocodes = ({ search, page }: ListQuery<object>) =>
  call(endpoints.list, { query: { search, page } });
export const loadPromocode = (id: string) => call(endpoints.show, { params: { id } });
export const listUsages = (id: string, { search, page }: ListQuery<object>) =>
  call(adminEndpoints.promocodeUsages, { params: { id }, query: { search, page } });

export async function savePromocode(id: string | null, input: PromocodeInput, options: CallOptions): Promise<string> {
  const answer = id
    ? await call(endpoints.update, { params: { id }, body: input }, options)
    : await call(endpoints.create, { body: input }, options);
  return answer.message;
}

export async function deletePromocode(id: string): Promise<string> {
  return (await call(endpoints.remove, { params: { id } })).message;
}
