// The swipe folder as other folders see it: what they may use of it.

export { likeCoincidedWith, namedParticipants } from './deciding/coincidences.ts';
export { likeCoincidence } from './deciding/likeCoincidence.ts';
export { runParticipantCommand } from './participant/participantCommands.ts';
export type { ParticipantIdentity } from './participant/participantDecider.ts';
export { publicationOwners, publicationSummary } from './publicationFacts.ts';
export { withdrawnSuperlikes } from './superlikes/receivedSuperlikes.ts';
export { searcherOf } from './superlikes/searcher.ts';
export { participantsOf } from './swipeUsers.ts';
