// A member on a group's screen sees what happens in it as it happens: colleagues' publications
// entering the portfolio and, for admins, members arriving and searches pinned.
import {
  groupMemberJoinedMessageSchema,
  groupPublicationAddedMessageSchema,
  groupSearchPinnedMessageSchema,
} from '@app/contracts/group/group';
import { invalidateScopes } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { notifyNotice } from '../feedback/notify.ts';
import { useLiveMessage } from '../live/useLiveMessage.ts';

export function useGroupLiveEvents(groupId: string | null): void {
  const enabled = groupId !== null;
  useLiveMessage(
    'group:member_joined',
    groupMemberJoinedMessageSchema,
    (message) => {
      if (message.group_id !== groupId) return;
      notifyNotice(`${message.user.name} se unió al grupo.`);
      void invalidateScopes(QUERY_SCOPES.groups);
    },
    enabled,
  );
  useLiveMessage(
    'group:search_pinned',
    groupSearchPinnedMessageSchema,
    (message) => {
      if (message.group_id === groupId) void invalidateScopes(QUERY_SCOPES.groups);
    },
    enabled,
  );
  useLiveMessage(
    'group:publication_added',
    groupPublicationAddedMessageSchema,
    (message) => {
      if (message.group_id !== groupId) return;
      notifyNotice(`${message.user.name} sumó "${message.publication.title}" a la cartera del grupo.`);
      void invalidateScopes(QUERY_SCOPES.groups);
    },
    enabled,
  );
}
