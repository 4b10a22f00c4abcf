// The commands folder as other folders see it: what they may use of it.
export { type CommandContext, eventMetadata, systemContext } from './commandContext.ts';
export type { Decider } from './decider.ts';
export { DomainError, HTTP_STATUS } from './domainError.ts';
export { type CommandOutcome, handleCommand } from './handleCommand.ts';
export { oneAtATime } from './streamQueue.ts';
export { claimUniqueValue, releaseUniqueValue, type UniqueValue, withUniqueValue } from './uniqueValues.ts';
