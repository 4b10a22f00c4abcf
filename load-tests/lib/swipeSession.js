// What the swipe screen sends (web/src/swipe): opening a search, its result batches, a visit per
// card seen, decisions and undos. Shared by the swipe and live scenarios.
import { call } from './api.js';

/** The client never sends more ids to leave out than the server takes (SEARCH_EXCEPT_MAX). */
const EXCEPT_MAX = 2000;

export const LIKE_SHARE = 0.5;
export const SUPERLIKE_SHARE_OF_LIKES = 0.05;

/** The search screen opening: the search, the visit, the caller's totals. */
export function openSearch(uuid, caller) {
  const search = call('GET', `/search/${uuid}`, 'open', caller);
  call('POST', `/search/${uuid}/visit`, 'visit', caller, { publication_id: null });
  call('GET', `/search/${uuid}/totals`, 'totals', caller);
  return search;
}

/** A participant's cards in the order the server ranks them, loaded a batch ahead as the client does. */
export class Cards {
  constructor(uuid, caller) {
    this.uuid = uuid;
    this.caller = caller;
    this.loaded = [];
    this.next = 0;
    this.pageSize = 0;
    this.exhausted = false;
  }

  load() {
    const answer = call('POST', `/search/${this.uuid}/results`, 'results', this.caller, {
      except: this.loaded.slice(-EXCEPT_MAX),
    });
    const batch = answer ? answer.data.map((card) => card.id) : [];
    this.pageSize = Math.max(this.pageSize, batch.length);
    // A short batch is the last one; a failed one ends the session too.
    if (answer === null || batch.length === 0 || batch.length < this.pageSize) this.exhausted = true;
    this.loaded.push(...batch);
  }

  /** The next card, after loading more when a third of a batch or less is left; null when none is. */
  take() {
    const left = this.loaded.length - this.next;
    if (!this.exhausted && (this.pageSize === 0 || left <= Math.ceil(this.pageSize / 3))) this.load();
    return this.next < this.loaded.length ? this.loaded[this.next++] : null;
  }
}

export function seeCard(uuid, caller, card) {
  call('POST', `/search/${uuid}/visit`, 'visit', caller, { publication_id: card });
}

/** A like (sometimes a superlike) or a reject; returns what the decision answered, or null. */
export function decide(uuid, caller, card, likeShare = LIKE_SHARE) {
  const like = Math.random() < likeShare;
  const body = { publication_id: card, like, is_super: like && Math.random() < SUPERLIKE_SHARE_OF_LIKES };
  const answer = call('POST', `/search/${uuid}/decision`, 'decision', caller, body);
  return answer === null ? null : { like, coincides: answer.coincidences.exists };
}

export function undo(uuid, caller, card) {
  call('POST', `/search/${uuid}/undo`, 'undo', caller, { publication_id: card });
}
