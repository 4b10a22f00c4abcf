// The swipe folder as other folders see it: what they may use of it.

export { runParticipantCommand } from './participant/participantCommands.ts';
export type { ParticipantIdentity } from './participant/participantDecider.ts';
export { publicationOwners, publicationSummary } from './publicationFacts.ts';
export { searcherOf } from './superlikes/searcher.ts';
