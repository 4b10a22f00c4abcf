// One person's alerts for one search: the setting, and which matches became messages today. At most
// SEARCH_ALERTS_PER_DAY messages a day; when a batch brings more matches than messages left, the
// last message carries the rest ("y 3 publicaciones más…"); past the cap, matches are held and ride
// along with the next message (docs/decisions/instant-alerts.md).
import { type AlertMatch, SEARCH_ALERTS_PER_DAY, type SearchAlertEvent } from '@app/contracts';
import type { Decider } from '../commands/index.ts';

export interface AlertState {
  on: boolean;
  email: boolean;
  /** The day `sentToday` counts. */
  day: string | null;
  sentToday: number;
  held: AlertMatch[];
  /** The last event that made each publication news here: the same news is never told twice. */
  told: Map<string, string>;
}

export type AlertCommand =
  | { type: 'switch'; searchId: string; userId: string; on: boolean; email: boolean }
  | { type: 'alert'; searchId: string; userId: string; matches: AlertMatch[]; day: string };

const initialState: AlertState = { on: false, email: false, day: null, sentToday: 0, held: [], told: new Map() };

function remembered(told: Map<string, string>, matches: readonly AlertMatch[]): Map<string, string> {
  const next = new Map(told);
  for (const match of matches) next.set(match.publicationId, match.triggerId);
  return next;
}

function evolve(state: AlertState, event: SearchAlertEvent): AlertState {
  switch (event.type) {
    case 'search_alert.switched.v1':
      return { ...state, on: event.data.on, email: event.data.email };
    case 'search_alert.sent.v1': {
      const { match, also, day } = event.data;
      const sentToday = state.day === day ? state.sentToday + 1 : 1;
      return { ...state, day, sentToday, held: [], told: remembered(state.told, [match, ...also]) };
    }
    case 'search_alert.held.v1': {
      const { matches } = event.data;
      return { ...state, held: [...state.held, ...matches], told: remembered(state.told, matches) };
    }
    default: {
      const unexpected: never = event;
      throw new Error(`unknown alert event ${(unexpected as { type: string }).type}`);
    }
  }
}

/** News: never told, or a price drop told by another event than the one told already. */
function isNews(state: AlertState, match: AlertMatch): boolean {
  const toldBy = state.told.get(match.publicationId);
  if (toldBy === undefined) return true;
  return match.reason === 'price_drop' && toldBy !== match.triggerId;
}

function decideAlert(command: Extract<AlertCommand, { type: 'alert' }>, state: AlertState): SearchAlertEvent[] {
  if (!state.on) return [];
  const { searchId, userId, day } = command;
  const seen = new Set<string>();
  const fresh = command.matches.filter((match) => {
    if (seen.has(match.publicationId) || !isNews(state, match)) return false;
    seen.add(match.publicationId);
    return true;
  });
  if (fresh.length === 0) return [];
  const left = SEARCH_ALERTS_PER_DAY - (state.day === day ? state.sentToday : 0);
  if (left <= 0) return [{ type: 'search_alert.held.v1', data: { searchId, userId, matches: fresh, day } }];
  const messages = Math.min(fresh.length, left);
  return fresh.slice(0, messages).map((match, index) => {
    const last = index === messages - 1;
    const also = last ? [...fresh.slice(messages), ...state.held] : [];
    return { type: 'search_alert.sent.v1', data: { searchId, userId, match, also, day } };
  });
}

export const alertDecider: Decider<AlertCommand, SearchAlertEvent, AlertState> = {
  initialState,
  evolve,
  decide(command, state) {
    if (command.type === 'alert') return decideAlert(command, state);
    const email = command.on && command.email;
    if (state.on === command.on && state.email === email) return [];
    const { searchId, userId, on } = command;
    return [{ type: 'search_alert.switched.v1', data: { searchId, userId, on, email } }];
  },
};
