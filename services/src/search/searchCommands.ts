// The search commands as the routes run them: criteria prepared against the catalogue, the
// caller's rights read, then the decider through `execute` (the response sees its own write).
import { randomUUID } from 'node:crypto';
import { type SearchCreateRequest, type SearchScope, VALIDATION_MESSAGES } from '@app/contracts';
import type { CommandContext } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import { assertGroupScopeOpen } from '../group/index.ts';
import { assertMicrositeScope } from '../microsite/index.ts';
import { execute, type Platform } from '../platform.ts';
import { loadCriteria } from './criteria/loadCriteria.ts';
import type { SearchActor } from './ownership.ts';
import { searchStream } from './search.ts';
import { type SearchCommand, searchDecider } from './searchDecider.ts';

/** A storefront scope names a live account; a group scope a group open to the caller; a microsite scope a microsite. */
async function checkScope(platform: Platform, scope: SearchScope, userId: string | null): Promise<void> {
  await assertGroupScopeOpen(platform.db, scope.group_id, userId);
  await assertMicrositeScope(platform.db, scope);
  if (scope.user_id === null) return;
  const seller = await platform.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', scope.user_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!seller) throw DomainError.invalidField('user_id', VALIDATION_MESSAGES.invalid);
}

export async function createSearch(
  platform: Platform,
  request: SearchCreateRequest,
  actor: SearchActor,
  context: CommandContext,
): Promise<string> {
  const { criteria } = await loadCriteria(platform, request);
  await checkScope(platform, request, context.userId);
  const searchId = randomUUID();
  const scope = { micrositeId: request.microsite_id, groupId: request.group_id, userId: request.user_id };
  const command = { type: 'create', searchId, actor, scope, criteria, autocompleted: request.autocompleted } as const;
  await execute(platform, searchStream(searchId), searchDecider, command, context);
  return searchId;
}

export async function runSearchCommand(
  platform: Platform,
  searchId: string,
  command: SearchCommand,
  context: CommandContext,
): Promise<void> {
  await execute(platform, searchStream(searchId), searchDecider, command, context);
}
