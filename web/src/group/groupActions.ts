// Group commands as the screens send them: failures are told by the error catalogue (client.ts),
// successes by SPEC.md's message; group lists and the signed-in user are read again.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import type { GroupInput } from '@app/contracts/group/group';
import { call } from '../api/client.ts';
import { invalidateScopes } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { notifySuccess } from '../feedback/notify.ts';
import { loadCurrentUser } from '../session/sessionActions.ts';

type GroupForm = Omit<GroupInput, 'logo'> & { logo?: string | null };

async function afterChange(message: string, reloadUser = false): Promise<void> {
  notifySuccess(message);
  await invalidateScopes(QUERY_SCOPES.groups);
  if (reloadUser) await loadCurrentUser();
}

export async function createGroup(body: GroupForm, onFieldErrors: (errors: Record<string, string>) => void) {
  const answer = await call(endpoints.createGroup, { body }, { onFieldErrors });
  await afterChange(answer.message, true);
  return answer.data;
}

export async function updateGroup(
  id: string,
  body: GroupForm,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  const answer = await call(endpoints.updateGroup, { params: { id }, body }, { onFieldErrors });
  await afterChange(answer.message, true);
  return answer.data;
}

export async function leaveGroup(id: string, successorId: string | null = null) {
  const answer = await call(endpoints.leaveGroup, { params: { id }, body: { successor_id: successorId } });
  await afterChange(answer.message, true);
}

export async function setMemberAdmin(id: string, userId: string, admin: boolean) {
  await afterChange((await call(endpoints.changeMember, { params: { id, userId }, body: { admin } })).message);
}

export async function removeMember(id: string, userId: string) {
  await afterChange((await call(endpoints.removeMember, { params: { id, userId }, query: {} })).message);
}

export async function inviteToGroup(id: string): Promise<string> {
  return (await call(endpoints.invite, { params: { id } })).uuid;
}

export async function togglePin(id: string, searchId: string, pinned: boolean) {
  const endpoint = pinned ? endpoints.unpinSearch : endpoints.pinSearch;
  await afterChange((await call(endpoint, { params: { id, searchId } })).message);
}
