// The scope a draft filter set is counted in: the one asked, as this host gives it (a microsite's
// host: the microsite), once checked open to the caller.
import type { SearchScope } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { assertGroupScopeOpen } from '../../group/index.ts';
import { assertMicrositeScope, scopeOnSite } from '../../microsite/index.ts';

export async function draftScope(
  readModels: ReadModels,
  request: FastifyRequest,
  { microsite_id, group_id, user_id }: SearchScope,
): Promise<SearchScope> {
  const { db } = readModels;
  const scope = scopeOnSite({ microsite_id, group_id, user_id }, request.microsite);
  await assertGroupScopeOpen(db, scope.group_id, request.session?.userId ?? null);
  await assertMicrositeScope(db, scope);
  return scope;
}
