// The microsite screens' calls (SPEC.md section 7, "Admin": /admin/microsite, multipart with the
// three logos; its users with the default flag; the premium accounts that can join).
import { micrositeEndpoints as endpoints } from '@app/contracts/microsite/endpoints';
import type { MicrositeInput, MicrositeLogo } from '@app/contracts/microsite/microsite';
import { type CallOptions, call } from '../../api/client.ts';
import type { ListQuery } from '../../shared/admin/useAdminList.ts';

export type LogoFiles = Partial<Record<MicrositeLogo, File>>;

export const listMicrosites = ({ search, page }: ListQuery<object>) =>
  call(endpoints.list, { query: { search, page } });
export const loadMicrosite = (id: string) => call(endpoints.show, { params: { id } });

/** Creates or updates; resolves with the saved microsite and the success message. */
export async function saveMicrosite(id: string | null, input: MicrositeInput, logos: LogoFiles, options: CallOptions) {
  const files = { logo_main: logos.main, logo_secondary: logos.secondary, logo_square: logos.square };
  return id
    ? call(endpoints.update, { params: { id }, body: input, files }, options)
    : call(endpoints.create, { body: input, files }, options);
}

export const deleteMicrosite = async (id: string) => (await call(endpoints.remove, { params: { id } })).message;

export const micrositeUsers = (id: string) => call(endpoints.users, { params: { id } });
export const addMicrositeUser = (id: string, userId: string) =>
  call(endpoints.addUser, { params: { id }, body: { user_id: userId } });
export const setDefaultUser = (id: string, userId: string, isDefault: boolean) =>
  call(endpoints.setDefault, { params: { id, userId }, body: { default: isDefault } });
export const removeMicrositeUser = (id: string, userId: string) =>
  call(endpoints.removeUser, { params: { id, userId } });
export const micrositeCandidates = (id: string, search: string) =>
  call(endpoints.candidates, { params: { id }, query: { search } });
