// A search's live messages while a participant swipes it: coincidences named for 7 s (once, even
// when the answer to one's own decision already told it) and other participants finishing their
// selection (the counts that change the totals invalidate them: swipe/results/useSwipeTotals.ts). A first coincidence is when the app asks to turn
// notifications on (pwa/notificationPrompt.ts).

import { TIMING_MS } from '@app/contracts/limits';
import type { SwipeUser } from '@app/contracts/swipe/decisions';
import {
  coincidenceMessageSchema,
  SERVER_SOCKET_EVENTS,
  selectionFinishedMessageSchema,
} from '@app/contracts/swipe/socket';
import { useCallback, useRef } from 'react';
import { notifyLiveNotice } from '../feedback/notify.ts';
import { offerNotificationsAfterCoincidence } from '../pwa/notificationPrompt.ts';
import { coincidenceText, otherPeople } from './coincidenceText.ts';
import { useLiveMessage } from './useLiveMessage.ts';
import { useSearchRoom } from './useSearchRoom.ts';

interface SearchLiveOptions {
  uuid: string;
  participant: boolean;
  /** The reader's id among participants: their account id, or 'guest' for a guest owner. */
  selfId: string;
}

export function useSearchLiveEvents({ uuid, participant, selfId }: SearchLiveOptions) {
  const shown = useRef(new Set<string>());

  const showCoincidence = useCallback(
    (users: readonly SwipeUser[], publicationId: string, title: string) => {
      const text = coincidenceText(users, selfId, title);
      // The answer to one's own like names the others; the room's message names everyone.
      const others = otherPeople(users, selfId).map((user) => user.id);
      const key = `${publicationId}:${others.sort().join(',')}`;
      if (!text || shown.current.has(key)) return;
      shown.current.add(key);
      setTimeout(() => shown.current.delete(key), TIMING_MS.notice);
      notifyLiveNotice(text);
      offerNotificationsAfterCoincidence();
    },
    [selfId],
  );

  useSearchRoom(uuid, participant);
  useLiveMessage(
    SERVER_SOCKET_EVENTS.coincidence,
    coincidenceMessageSchema,
    (message) => {
      if (message.search_id === uuid) showCoincidence(message.users, message.publication.id, message.publication.title);
    },
    participant,
  );
  useLiveMessage(
    SERVER_SOCKET_EVENTS.selectionFinished,
    selectionFinishedMessageSchema,
    (message) => {
      if (message.search_id === uuid && message.user.id !== selfId) {
        notifyLiveNotice(`${message.user.name} finalizó su selección.`);
      }
    },
    participant,
  );

  return { showCoincidence };
}
