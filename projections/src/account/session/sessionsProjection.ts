import type { RecordedEvent, SessionEvent } from '@app/contracts';
import type { Projection } from '../../runner/projection.ts';

/** Which sessions are open: the request guard accepts a token only while its session is. */
export const sessionsProjection: Projection = {
  name: 'sessions',
  tables: ['sessions'],
  handles: ['session.started.v1', 'session.ended.v1'] satisfies SessionEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as SessionEvent;
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'session.started.v1':
        await transaction
          .insertInto('sessions')
          .values({
            id: event.data.sessionId,
            user_id: event.data.userId,
            method: event.data.method,
            impersonator_id: event.data.impersonatorId,
            started_at: at,
            ended_at: null,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return;
      case 'session.ended.v1':
        await transaction
          .updateTable('sessions')
          .set({ ended_at: at })
          .where('id', '=', event.data.sessionId)
          .execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`sessions projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
