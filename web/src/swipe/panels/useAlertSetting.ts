// A participant's alert setting for one search, read through the query layer while the panel is
// open (a session change reads it again), edited on screen, and cached as the server saved it.
import { type SearchAlertSetting, searchAlertEndpoints } from '@app/contracts/search/alerts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointKey, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { SWIPE_READ } from '../api/swipeReads.ts';

const OFF: SearchAlertSetting = { on: false, email: false };

export interface AlertSetting {
  /** What the switches show: the person's edit, else the saved setting (off while it loads). */
  setting: SearchAlertSetting;
  edit: (setting: SearchAlertSetting) => void;
  /** The server's answer to a save: cached, and the edit dropped. */
  saved: (setting: SearchAlertSetting) => void;
  /** Drops the unsaved edit (the panel closed). */
  discard: () => void;
  /** The read failed and is not being tried again. */
  failed: boolean;
}

export function useAlertSetting(uuid: string, opened: boolean): AlertSetting {
  const client = useQueryClient();
  const [edited, setEdited] = useState<SearchAlertSetting | null>(null);
  const scope = [...QUERY_SCOPES.search(uuid), 'alerts'];
  const input = { params: { uuid } };
  const read = useEndpointQuery(scope, searchAlertEndpoints.show, input, { ...SWIPE_READ, enabled: opened });
  return {
    setting: edited ?? read.data ?? OFF,
    edit: setEdited,
    saved: (setting) => {
      client.setQueryData(endpointKey(scope, searchAlertEndpoints.show, input), setting);
      setEdited(null);
    },
    discard: () => setEdited(null),
    failed: read.isError && !read.isFetching,
  };
}
