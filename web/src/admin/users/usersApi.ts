// The users screen's calls (SPEC.md section 7, "Admin": /admin/user).

import type { AdminUserInput } from '@app/contracts/account/adminUser';
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import { type CallOptions, call } from '../../api/client.ts';
import type { ListQuery } from '../../shared/admin/useAdminList.ts';

const endpoints = adminEndpoints.users;

/** Each filter: '1' (Sí), '0' (No) or '' (No filtrar). */
export interface UserFilters {
  is_premium: string;
  is_admin: string;
  has_publications: string;
}

export const NO_USER_FILTERS: UserFilters = { is_premium: '', is_admin: '', has_publications: '' };

export function listUsers({ search, page, filters }: ListQuery<UserFilters>) {
  const set = (value: string) => (value === '' ? undefined : (value as '1' | '0'));
  const query = {
    search,
    page,
    is_premium: set(filters.is_premium),
    is_admin: set(filters.is_admin),
    has_publications: set(filters.has_publications),
  };
  return call(endpoints.list, { query });
}

export const loadUserFilters = () => call(adminEndpoints.userFilters);
export const loadUser = (id: string) => call(endpoints.show, { params: { id } });

export async function saveUser(id: string, input: AdminUserInput, options: CallOptions): Promise<string> {
  return (await call(endpoints.update, { params: { id }, body: input }, options)).message;
}

export async function deleteUser(id: string): Promise<string> {
  return (await call(endpoints.remove, { params: { id } })).message;
}
