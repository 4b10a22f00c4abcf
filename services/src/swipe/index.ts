// The swipe folder as other folders see it: what they may use of it.
export { undecidedBy } from './discards/discardedCondition.ts';
export { runParticipantCommand } from './participant/participantCommands.ts';
export type { ParticipantIdentity } from './participant/participantDecider.ts';
export { type ParticipantStates, participantStates } from './participant/participantStates.ts';
export { likeCoincidedWith, namedParticipants } from './queries/coincidences.ts';
export { groupLikedFor } from './queries/groupLikes.ts';
export { publicationOwners, publicationSummary } from './queries/publicationFacts.ts';
export { type SwipeFacts, swipeFactsOn, withParticipantKey } from './queries/resultDecisions.ts';
export { searcherOf, superlikeContact } from './queries/superlikeContact.ts';
export { participantsOf } from './queries/swipeUsers.ts';
export { registerSwipeRoutes } from './routes.ts';
