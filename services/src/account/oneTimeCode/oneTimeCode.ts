// One-time codes of one account: each purpose holds at most one live code, which dies when used,
// when it expires, or after too many wrong tries. Appending with the stream's expected version
// makes the try count exact even when attempts race.
import { ONE_TIME_CODE, type OneTimeCodeEvent, type OneTimeCodePurpose } from '@app/contracts';
import { IDENTIFICATION_MESSAGES } from '@app/contracts/account/auth';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';

export const oneTimeCodeStream = (userId: string) => `one-time-code-${userId}`;

export type OneTimeCodeCommand =
  | {
      type: 'issue';
      userId: string;
      codeId: string;
      purpose: OneTimeCodePurpose;
      digest: string;
      expiresAt: Date;
      /** When set, a code of the purpose still usable at this time is kept and nothing is issued. */
      keepUsableCodeAt?: Date;
    }
  | { type: 'use'; purpose: OneTimeCodePurpose; code: string; now: Date };

export interface LiveCode {
  userId: string;
  codeId: string;
  digest: string;
  expiresAt: string;
  failedAttempts: number;
  used: boolean;
}

export type OneTimeCodeState = Partial<Record<OneTimeCodePurpose, LiveCode>>;

/** Whether `code` is the one behind `digest`; the decider stays pure and never sees the secret. */
export type CodeMatcher = (codeId: string, code: string, digest: string) => boolean;

const refuse = (message: string) => DomainError.invalidField('code', message);

function evolve(state: OneTimeCodeState, event: OneTimeCodeEvent): OneTimeCodeState {
  const { purpose } = event.data;
  const current = state[purpose];
  switch (event.type) {
    case 'one_time_code.issued.v1': {
      const { userId, codeId, digest, expiresAt } = event.data;
      return { ...state, [purpose]: { userId, codeId, digest, expiresAt, failedAttempts: 0, used: false } };
    }
    case 'one_time_code.attempt_failed.v1':
      if (current?.codeId !== event.data.codeId) return state;
      return { ...state, [purpose]: { ...current, failedAttempts: current.failedAttempts + 1 } };
    case 'one_time_code.used.v1':
      if (current?.codeId !== event.data.codeId) return state;
      return { ...state, [purpose]: { ...current, used: true } };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function usable(live: LiveCode | undefined, now: Date): boolean {
  return (
    live !== undefined &&
    !live.used &&
    live.failedAttempts < ONE_TIME_CODE.maxTries &&
    now.getTime() < Date.parse(live.expiresAt)
  );
}

function issue(command: Extract<OneTimeCodeCommand, { type: 'issue' }>, state: OneTimeCodeState) {
  const { userId, codeId, purpose, digest, keepUsableCodeAt } = command;
  if (keepUsableCodeAt && usable(state[purpose], keepUsableCodeAt)) return [];
  const expiresAt = command.expiresAt.toISOString();
  return [{ type: 'one_time_code.issued.v1' as const, data: { userId, codeId, purpose, digest, expiresAt } }];
}

function use(
  command: Extract<OneTimeCodeCommand, { type: 'use' }>,
  state: OneTimeCodeState,
  matches: CodeMatcher,
): readonly OneTimeCodeEvent[] | DomainError {
  const live = state[command.purpose];
  if (!live || live.used) return refuse(IDENTIFICATION_MESSAGES.noActiveCode);
  if (live.failedAttempts >= ONE_TIME_CODE.maxTries) return refuse(IDENTIFICATION_MESSAGES.codeExhausted);
  if (command.now.getTime() >= Date.parse(live.expiresAt)) return refuse(IDENTIFICATION_MESSAGES.codeExpired);
  const data = { userId: live.userId, codeId: live.codeId, purpose: command.purpose };
  // A wrong code is a fact to record (it spends a try), not a refusal: the caller reports it.
  if (!matches(live.codeId, command.code, live.digest)) return [{ type: 'one_time_code.attempt_failed.v1', data }];
  return [{ type: 'one_time_code.used.v1', data }];
}

export function oneTimeCodeDecider(
  matches: CodeMatcher,
): Decider<OneTimeCodeCommand, OneTimeCodeEvent, OneTimeCodeState> {
  return {
    initialState: {},
    evolve,
    decide(command, state) {
      switch (command.type) {
        case 'issue':
          return issue(command, state);
        case 'use':
          return use(command, state, matches);
        default: {
          const unexpected: never = command;
          return unexpected;
        }
      }
    },
  };
}
