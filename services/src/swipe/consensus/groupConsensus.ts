// Whether a like makes a coincidence under the search's rule, decided from the search's own facts:
// who takes part, the rule the owner chose and everyone's decisions. The swipe read model applies
// the same arithmetic in log order (projections/src/swipe/decisionWrites.ts, requiredLikes in
// contracts); this decider states it plainly, for the specs and the consensus simulation.
import {
  type ConsensusRule,
  consensusReached,
  DEFAULT_CONSENSUS,
  type DomainEvent,
  nearConsensus,
  participantKey,
  type SearchEvent,
  type SwipeEvent,
} from '@app/contracts';
import type { Decider } from '../../commands/index.ts';

export interface GroupConsensusState {
  rule: ConsensusRule;
  participants: ReadonlySet<string>;
  /** Per publication, each participant's like (true) or reject (false). */
  decisions: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
}

/** What the group is told after a decision: a coincidence with who agreed, or whom it waits for. */
export type ConsensusAnnouncement =
  | DomainEvent<'consensus.coincidence_reached', { publicationId: string; agreed: string[] }>
  | DomainEvent<'consensus.group_waiting', { publicationId: string; waitingFor: string }>;

export interface ConsensusCommand {
  type: 'announce';
  publicationId: string;
  /** The participant whose like is announced: a coincidence is told once, by the like that met the rule. */
  likedBy: string;
}

type ConsensusFact = SwipeEvent | Extract<SearchEvent, { type: 'search.created.v1' | 'search.consensus_chosen.v1' }>;
/** The facts it folds, and the announcements it decides (which change nothing it folds). */
export type ConsensusEvent = ConsensusFact | ConsensusAnnouncement;

export const initialGroupConsensus: GroupConsensusState = {
  rule: DEFAULT_CONSENSUS,
  participants: new Set(),
  decisions: new Map(),
};

function withDecision(state: GroupConsensusState, publicationId: string, key: string, like: boolean | null) {
  const decided = new Map(state.decisions.get(publicationId) ?? []);
  if (like === null) decided.delete(key);
  else decided.set(key, like);
  return { ...state, decisions: new Map(state.decisions).set(publicationId, decided) };
}

function evolve(state: GroupConsensusState, event: ConsensusEvent): GroupConsensusState {
  switch (event.type) {
    case 'search.created.v1':
      return { ...state, participants: new Set([participantKey(event.data.owner)]) };
    case 'search.joined.v1':
      return { ...state, participants: new Set(state.participants).add(participantKey(event.data.participant)) };
    case 'search.consensus_chosen.v1':
      return { ...state, rule: event.data.rule };
    case 'search.decision_made.v1':
      return withDecision(state, event.data.publicationId, participantKey(event.data.participant), event.data.like);
    case 'search.decision_undone.v1':
      return withDecision(state, event.data.publicationId, participantKey(event.data.participant), null);
    default:
      return state;
  }
}

/** Who liked and how many rejected one publication. */
export function tallyOf(state: GroupConsensusState, publicationId: string) {
  const decided = [...(state.decisions.get(publicationId) ?? new Map<string, boolean>())];
  const likers = decided.filter(([, like]) => like).map(([key]) => key);
  const tally = {
    participants: state.participants.size,
    likes: likers.length,
    rejections: decided.length - likers.length,
  };
  return { likers, tally };
}

function announce(command: ConsensusCommand, state: GroupConsensusState): ConsensusAnnouncement[] {
  const { publicationId, likedBy } = command;
  const { likers, tally } = tallyOf(state, publicationId);
  if (!likers.includes(likedBy)) return [];
  if (consensusReached(state.rule, tally)) {
    return [{ type: 'consensus.coincidence_reached', data: { publicationId, agreed: likers } }];
  }
  if (!nearConsensus(state.rule, tally)) return [];
  const waitingFor = [...state.participants].find((key) => !state.decisions.get(publicationId)?.has(key));
  return waitingFor ? [{ type: 'consensus.group_waiting', data: { publicationId, waitingFor } }] : [];
}

export const groupConsensusDecider: Decider<ConsensusCommand, ConsensusEvent, GroupConsensusState> = {
  initialState: initialGroupConsensus,
  evolve,
  decide: announce,
};
