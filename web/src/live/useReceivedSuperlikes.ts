// The superlikes a seller has received (room `user:{id}`): read from the server when the dashboard
// opens and each time its socket (re)connects, so one sent while the socket was down still shows;
// those arriving live are added at once with a notice, and those taken back go away.
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import {
  SERVER_SOCKET_EVENTS,
  type SuperlikeReceivedMessage,
  superlikeReceivedMessageSchema,
  superlikeWithdrawnMessageSchema,
} from '@app/contracts/swipe/socket';
import { useEffect, useMemo, useState } from 'react';
import { invalidateScopes, useEndpointQuery } from '../api/query/endpointQueries.ts';
import { notifyLiveNotice } from '../feedback/notify.ts';
import { onLiveConnect } from './liveConnection.ts';
import { useLiveMessage } from './useLiveMessage.ts';

const RECEIVED_SCOPE = 'received-superlikes';

export function superlikeNotice(message: SuperlikeReceivedMessage): string {
  return `${message.searcher.name} dio superlike a «${message.publication.title}».`;
}

const keyOf = (searchId: string, publicationId: string, searcherId: string) =>
  `${searchId}/${publicationId}/${searcherId}`;
const superlikeKey = (message: SuperlikeReceivedMessage) =>
  keyOf(message.search_id, message.publication.id, message.searcher.id);

/** Newest first, each once: a live one may also be in the list read after it. */
function merged(
  arrived: readonly SuperlikeReceivedMessage[],
  fetched: readonly SuperlikeReceivedMessage[],
  withdrawn: ReadonlySet<string>,
): SuperlikeReceivedMessage[] {
  const byKey = new Map<string, SuperlikeReceivedMessage>();
  for (const superlike of [...arrived, ...fetched]) {
    const key = superlikeKey(superlike);
    if (!withdrawn.has(key) && !byKey.has(key)) byKey.set(key, superlike);
  }
  return [...byKey.values()].sort((first, second) => second.at.localeCompare(first.at));
}

export function useReceivedSuperlikes(): SuperlikeReceivedMessage[] {
  const fetched = useEndpointQuery(RECEIVED_SCOPE, swipeEndpoints.receivedSuperlikes, {}, { meta: { quiet: true } });
  const [arrived, setArrived] = useState<SuperlikeReceivedMessage[]>([]);
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => onLiveConnect(() => void invalidateScopes(RECEIVED_SCOPE)), []);
  useLiveMessage(SERVER_SOCKET_EVENTS.superlikeReceived, superlikeReceivedMessageSchema, (message) => {
    setArrived((earlier) => [message, ...earlier]);
    setWithdrawn((earlier) => new Set([...earlier].filter((key) => key !== superlikeKey(message))));
    notifyLiveNotice(superlikeNotice(message));
  });
  useLiveMessage(SERVER_SOCKET_EVENTS.superlikeWithdrawn, superlikeWithdrawnMessageSchema, (message) => {
    const key = keyOf(message.search_id, message.publication_id, message.searcher_id);
    setWithdrawn((earlier) => new Set([...earlier, key]));
  });
  const fetchedList = fetched.data?.data;
  return useMemo(() => merged(arrived, fetchedList ?? [], withdrawn), [arrived, fetchedList, withdrawn]);
}
