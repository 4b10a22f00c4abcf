// What a participant may do in a search: one pure function per command. The caller's role (owner
// or member), whether the search is shared, the publication's owners and the day come inside.
import { ERROR_MESSAGES, type SearchParticipant, SWIPE_MESSAGES, type SwipeEvent } from '@app/contracts';
import { DomainError } from '../../commands/index.ts';
import { argentineDay, decisionOn, type ParticipantState } from './participant.ts';

export interface ParticipantIdentity {
  searchId: string;
  participant: SearchParticipant;
  /** The owner takes part from the start; members join a shared search. */
  role: 'owner' | 'member';
  shared: boolean;
}

export type ParticipantCommand = ParticipantIdentity &
  (
    | { type: 'join' }
    /** `publicationOwners`: the accounts publishing it, the searcher excluded. */
    | { type: 'decide'; publicationId: string; like: boolean; super: boolean; publicationOwners: readonly string[] }
    | { type: 'comment'; publicationId: string; comment: string | null }
    | { type: 'undo'; publicationId: string }
    /** Take back a reject from the 'Descartadas' list: possible after the search stops being shared. */
    | { type: 'restoreDiscard'; publicationId: string }
    | { type: 'likeAll'; publicationIds: readonly string[] }
    | { type: 'finish'; searchOwner: string | null }
    | { type: 'visit'; publicationId: string | null; now: Date }
    | { type: 'includePrediction'; publicationIds: readonly string[] }
  );

type Decision = SwipeEvent[] | DomainError;
type CommandOf<Type extends ParticipantCommand['type']> = Extract<ParticipantCommand, { type: Type }>;

const notPossible = () => new DomainError('forbidden', SWIPE_MESSAGES.notParticipant);

function join(command: CommandOf<'join'>, state: ParticipantState): Decision {
  if (command.role === 'owner' || state.joined) return [];
  if (!command.shared) return notPossible();
  return [{ type: 'search.joined.v1', data: { searchId: command.searchId, participant: command.participant } }];
}

function decide(command: CommandOf<'decide'>, state: ParticipantState): Decision {
  const { searchId, participant, publicationId, like } = command;
  const isSuper = like && command.super;
  if (isSuper && participant.kind === 'guest') return new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
  const current = decisionOn(state, publicationId);
  if (current.like === like && current.super === isSuper) return [];
  const notifiedUserIds = isSuper && !current.superlikeSent ? [...command.publicationOwners] : [];
  const data = { searchId, participant, publicationId, like, super: isSuper, notifiedUserIds };
  return [{ type: 'search.decision_made.v1', data }];
}

function comment(command: CommandOf<'comment'>, state: ParticipantState): Decision {
  const { searchId, participant, publicationId } = command;
  if (decisionOn(state, publicationId).comment === command.comment) return [];
  return [
    { type: 'search.decision_commented.v1', data: { searchId, participant, publicationId, comment: command.comment } },
  ];
}

function undo(command: CommandOf<'undo'>, state: ParticipantState): Decision {
  const { searchId, participant, publicationId } = command;
  if (decisionOn(state, publicationId).like === null) return [];
  return [{ type: 'search.decision_undone.v1', data: { searchId, participant, publicationId } }];
}

/** Only a reject is a discard; anything else is left as it is. */
function restoreDiscard(command: CommandOf<'restoreDiscard'>, state: ParticipantState): Decision {
  const { searchId, participant, publicationId } = command;
  if (decisionOn(state, publicationId).like !== false) return [];
  return [{ type: 'search.decision_undone.v1', data: { searchId, participant, publicationId } }];
}

function likeAll(command: CommandOf<'likeAll'>, state: ParticipantState): Decision {
  const { searchId, participant } = command;
  const toLike = [...new Set(command.publicationIds)].filter((id) => decisionOn(state, id).like !== true);
  return toLike.map((publicationId) => ({
    type: 'search.decision_made.v1',
    data: { searchId, participant, publicationId, like: true, super: false, notifiedUserIds: [] },
  }));
}

function finish(command: CommandOf<'finish'>, state: ParticipantState): Decision {
  if (command.role === 'owner') return notPossible();
  if (state.finished) return [];
  const notifiedUserIds = command.searchOwner === null ? [] : [command.searchOwner];
  return [
    {
      type: 'search.selection_finished.v1',
      data: { searchId: command.searchId, participant: command.participant, notifiedUserIds },
    },
  ];
}

/** A search's opening is recorded once a day; a card once. */
function visit(command: CommandOf<'visit'>, state: ParticipantState): Decision {
  const { searchId, participant, publicationId } = command;
  const seen =
    publicationId === null ? state.lastVisitDay === argentineDay(command.now) : decisionOn(state, publicationId).viewed;
  return seen ? [] : [{ type: 'search.visited.v1', data: { searchId, participant, publicationId } }];
}

function includePrediction(command: CommandOf<'includePrediction'>): Decision {
  if (command.role !== 'owner') return notPossible();
  if (command.publicationIds.length === 0) return [];
  const data = {
    searchId: command.searchId,
    participant: command.participant,
    publicationIds: [...command.publicationIds],
  };
  return [{ type: 'search.prediction_included.v1', data }];
}

function decideAsParticipant(
  command: Exclude<ParticipantCommand, { type: 'join' }>,
  state: ParticipantState,
): Decision {
  switch (command.type) {
    case 'decide':
      return decide(command, state);
    case 'comment':
      return comment(command, state);
    case 'undo':
      return undo(command, state);
    case 'restoreDiscard':
      return restoreDiscard(command, state);
    case 'likeAll':
      return likeAll(command, state);
    case 'finish':
      return finish(command, state);
    case 'visit':
      return visit(command, state);
    case 'includePrediction':
      return includePrediction(command);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

/**
 * Members act only while they have joined and the search is still shared; their own discards they
 * may restore as long as they joined, shared or not (they are the person's, not the group's).
 */
export function decideForParticipant(command: ParticipantCommand, state: ParticipantState): Decision {
  if (command.type === 'join') return join(command, state);
  const stillShared = command.shared || command.type === 'restoreDiscard';
  if (command.role === 'member' && (!state.joined || !stillShared)) return notPossible();
  return decideAsParticipant(command, state);
}
