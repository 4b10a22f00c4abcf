// The group folder as other folders see it: what they may use of it.
export { currentGroup, runGroupCommand, runInvitationCommand } from './groupCommands.ts';
export { departDeletedAccount } from './membership/departDeletedAccount.ts';
export { membershipOf } from './membership/membership.ts';
export { userGroups } from './queries/accountGroups.ts';
export { interactingAccounts } from './queries/interactingAccounts.ts';
export { portfolioCondition } from './queries/portfolioCondition.ts';
export { assertGroupScopeOpen, assertSavedSearchInScope, groupsById } from './scope/groupScope.ts';
