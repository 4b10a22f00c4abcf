// The commands folder as other folders see it: what they may use of it.
export { type CommandContext, eventMetadata, systemContext } from './commandContext.ts';
export { type Decider, foldEvents, type TimedEvent } from './decider.ts';
export { DomainError, HTTP_STATUS } from './domainError.ts';
export {
  type CommandOptions,
  type CommandOutcome,
  type CommandStreams,
  decideOnly,
  handleCommand,
  streamState,
} from './handleCommand.ts';
export type { ReservationEvent } from './reservation.ts';
export { type RememberedState, StateMemory } from './stateMemory.ts';
export { StreamQueue } from './streamQueue.ts';
export { claimUniqueValue, releaseUniqueValue, type UniqueValue, withUniqueValue } from './uniqueValues.ts';
