// Every call of the swipe screens (contracts: swipeEndpoints and searchEndpoints).

import { type SearchAlertSetting, searchAlertEndpoints } from '@app/contracts/search/alerts';
import { searchEndpoints } from '@app/contracts/search/endpoints';
import { SEARCH_EXCEPT_MAX } from '@app/contracts/search/results';
import type { SearchFilteredOption } from '@app/contracts/search/search';
import type { ConsensusRule } from '@app/contracts/swipe/consensus';
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import type { CallOptions } from '../../api/client.ts';
import { searchesChanged } from '../../search/latest/searchChanges.ts';
import { callSwipe } from './swipeCalls.ts';

/** The newest ids the server must not send again (it accepts at most SEARCH_EXCEPT_MAX). */
function except(ids: readonly string[]): string[] {
  return ids.slice(-SEARCH_EXCEPT_MAX);
}

export function fetchResults(uuid: string, loadedIds: readonly string[]) {
  return callSwipe(searchEndpoints.searchResults, { params: { uuid }, body: { except: except(loadedIds) } });
}

export function fetchResult(uuid: string, id: string) {
  return callSwipe(searchEndpoints.searchResult, { params: { uuid }, body: { id } });
}

export function sendDecision(
  uuid: string,
  body: { publication_id: string; like: boolean; is_super: boolean },
  options: CallOptions = {},
) {
  return callSwipe(swipeEndpoints.decide, { params: { uuid }, body }, options);
}

export function sendComment(uuid: string, publicationId: string, comment: string | null) {
  return callSwipe(swipeEndpoints.decide, { params: { uuid }, body: { publication_id: publicationId, comment } });
}

export function undoDecision(uuid: string, publicationId: string, options: CallOptions = {}) {
  return callSwipe(swipeEndpoints.undoDecision, { params: { uuid }, body: { publication_id: publicationId } }, options);
}

export function likeAll(uuid: string, publicationIds: readonly string[]) {
  return callSwipe(swipeEndpoints.likeAll, { params: { uuid }, body: { publication_ids: [...publicationIds] } });
}

/** Quiet: seeing a card is recorded on the side and never bothers the person. */
export function recordVisit(uuid: string, publicationId: string | null) {
  return callSwipe(
    swipeEndpoints.visitSearch,
    { params: { uuid }, body: { publication_id: publicationId } },
    { quiet: true },
  );
}

export function finishSelection(uuid: string) {
  return callSwipe(swipeEndpoints.finishSelection, { params: { uuid } });
}

export function joinSearch(uuid: string, options: CallOptions = {}) {
  return callSwipe(swipeEndpoints.joinSearch, { params: { uuid } }, options);
}

/** The list of liked publications as text to send (GET /search/{uuid}/text). */
export async function fetchSearchText(uuid: string): Promise<string> {
  return (await callSwipe(searchEndpoints.searchText, { params: { uuid } })).text;
}

export async function shareSearch(uuid: string, shareable: boolean, filtered: SearchFilteredOption) {
  const answer = await callSwipe(searchEndpoints.shareSearch, { params: { uuid }, body: { shareable, filtered } });
  searchesChanged();
  return answer;
}

export function saveAlerts(uuid: string, setting: SearchAlertSetting) {
  return callSwipe(searchAlertEndpoints.save, { params: { uuid }, body: setting });
}

export async function chooseConsensus(uuid: string, rule: ConsensusRule) {
  return callSwipe(searchEndpoints.chooseSearchConsensus, { params: { uuid }, body: { rule } });
}

export async function renameSearch(uuid: string, title: string, options: CallOptions = {}) {
  const answer = await callSwipe(searchEndpoints.titleSearch, { params: { uuid }, body: { title } }, options);
  searchesChanged();
  return answer;
}

export async function publishSearch(
  uuid: string,
  publication: { public: boolean; title?: string; description: string | null },
  options: CallOptions = {},
) {
  const answer = await callSwipe(searchEndpoints.publishSearch, { params: { uuid }, body: publication }, options);
  searchesChanged();
  return answer;
}
