// What the options menu and the final slide offer, with SPEC.md section 6's checks: visitors are
// asked to identify, others are told only the creator may, publishing needs the search's group.
import { SEARCH_MESSAGES, type Search } from '@app/contracts/search/search';
import { SWIPE_MESSAGES } from '@app/contracts/swipe/decisions';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { requireIdentity } from '../../account/identify/requireIdentity.ts';
import { ApiError } from '../../api/failures.ts';
import { SHARE_MESSAGES } from '../../feedback/messages.ts';
import { notifyError, notifySuccess } from '../../feedback/notify.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { editSearchPath, newSearchPath } from '../../search/searchPaths.ts';
import { currentUser, isLoggedIn } from '../../session/sessionState.ts';
import { fetchSearchText, finishSelection } from '../api/swipeApi.ts';
import { shareWithDevice } from '../panels/searchAddress.ts';
import { type OwnerActionNeeds, offersOwnerAction, ownerActionCheck } from './actionChecks.ts';

export type SearchPanel = 'share' | 'consensus' | 'alerts' | 'rename' | 'publish' | 'map';

function finishedBy(search: Search, userId: string | undefined): boolean {
  return search.users.some((user) => user.id === userId && user.pivot.finished_at !== null);
}

export function useSearchActions(search: Search) {
  useSignals();
  const signedIn = isLoggedIn.value;
  const [panel, setPanel] = useState<SearchPanel | null>(null);
  const [finished, setFinished] = useState(() => finishedBy(search, currentUser.peek()?.id));

  const asOwner = (needs: OwnerActionNeeds, then: () => void) => {
    const check = ownerActionCheck(search, signedIn, needs);
    if (check === 'allowed') then();
    else if (check === 'identify') requireIdentity({});
    else notifyError(check === 'ownerOnly' ? SEARCH_MESSAGES.ownerOnly : SEARCH_MESSAGES.notPossible);
  };

  const offers = (needs: OwnerActionNeeds) => offersOwnerAction(search, signedIn, needs);

  return {
    panel,
    /** The owner actions the menus show this person (SPEC.md section 6). */
    offered: {
      share: offers({ account: true }),
      consensus: offers({ account: true }),
      rename: offers({}),
      edit: offers({}),
      publish: offers({ account: true, group: true }),
      /** A person's discards are kept with their account. */
      discards: signedIn,
      /** Any participant with an account (the server says so to others). */
      alerts: signedIn,
    },
    closePanel: () => setPanel(null),
    openMap: () => setPanel('map'),
    share: () => asOwner({ account: true }, () => setPanel('share')),
    chooseConsensus: () => asOwner({ account: true }, () => setPanel('consensus')),
    chooseAlerts: () => setPanel('alerts'),
    rename: () => asOwner({}, () => setPanel('rename')),
    publish: () => asOwner({ account: true, group: true }, () => setPanel('publish')),
    edit: () => asOwner({}, () => navigateTo(editSearchPath(search))),
    newSearch: () => navigateTo(newSearchPath(search)),
    viewPublications: () => navigateTo(pathTo('account.search.filtered', { uuid: search.uuid })),
    viewRanking: () => navigateTo(pathTo('account.search.ranking', { uuid: search.uuid })),
    viewDiscards: () => navigateTo(pathTo('account.discard.index')),
    finished,
    async finish() {
      if (!requireIdentity({})) return;
      try {
        const { message } = await finishSelection(search.uuid);
        notifySuccess(message ?? SWIPE_MESSAGES.selectionFinished);
        setFinished(true);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    },
    async sendList() {
      if (typeof navigator.share !== 'function') {
        notifyError(SHARE_MESSAGES.shareUnsupported);
        return;
      }
      try {
        await shareWithDevice({
          title: search.title ?? search.title_suggested,
          text: await fetchSearchText(search.uuid),
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    },
  };
}

export type SearchActions = ReturnType<typeof useSearchActions>;
