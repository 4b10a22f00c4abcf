import type { SignInMethod } from '@app/contracts';

export interface SessionTables {
  sessions: {
    id: string;
    user_id: string;
    method: SignInMethod;
    impersonator_id: string | null;
    started_at: Date;
    /** Null while the session's token works. */
    ended_at: Date | null;
  };
}
