// The users screen's calls (SPEC.md section 7, "Admin": /admin/user).

import type { AdminUserInput } from '@app/contracts/account/adminUser';
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import { type CallOptions, call, presentFailure } from '../../api/client.ts';
import { ApiError } from '../../api/failures.ts';
import { httpErrorBody } from '../../api/httpErrorBody.ts';
import { notifyError } from '../../feedback/notify.ts';
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

/**
 * The back office refuses with 403 and says why (a right the administrator may not change): that
 * reason is shown, where any other 403 opens the premium step meant for shoppers.
 */
async function sayingRefusals<Result>(
  request: (options: CallOptions) => Promise<Result>,
  options: CallOptions = {},
): Promise<Result> {
  try {
    return await request({ ...options, quiet: true });
  } catch (error) {
    if (error instanceof ApiError) {
      const { failure } = error;
      const refusal = failure.kind === 'response' && failure.status === 403 ? httpErrorBody(failure.body) : null;
      if (refusal?.message) notifyError(refusal.message);
      else presentFailure(error.reaction, options);
    }
    throw error;
  }
}

export async function saveUser(id: string, input: AdminUserInput, options: CallOptions): Promise<string> {
  const saved = await sayingRefusals(
    (quiet) => call(endpoints.update, { params: { id }, body: input }, quiet),
    options,
  );
  return saved.message;
}

export async function deleteUser(id: string): Promise<string> {
  return (await sayingRefusals((quiet) => call(endpoints.remove, { params: { id } }, quiet))).message;
}
