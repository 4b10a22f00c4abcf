// The groups screens' calls (SPEC.md section 7, "Admin": /admin/group GET, GET/{id}, PUT, DELETE).
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import type { z } from 'zod';
import { type CallOptions, call } from '../../api/client.ts';
import type { ListQuery } from '../../shared/admin/useAdminList.ts';

const endpoints = adminEndpoints.groups;
export type AdminGroupInput = z.input<typeof endpoints.update.body>;

export const listGroups = ({ search, page }: ListQuery<object>) => call(endpoints.list, { query: { search, page } });
export const loadGroup = (id: string) => call(endpoints.show, { params: { id } });

export async function saveGroup(id: string, input: AdminGroupInput, options: CallOptions): Promise<string> {
  return (await call(endpoints.update, { params: { id }, body: input }, options)).message;
}

export const deleteGroup = async (id: string) => (await call(endpoints.remove, { params: { id } })).message;
