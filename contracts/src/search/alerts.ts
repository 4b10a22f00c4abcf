// Instant alerts from a saved search (issue 26, docs/decisions/instant-alerts.md): a participant
// turns them on for a search; a new or changed publication the search finds, and they have not
// decided yet, reaches their devices (and their inbox, when they asked for it) within seconds.
// Stream `search_alert-{searchId}-{userId}` holds one person's setting and the alerts sent.
import { z } from 'zod';
import type { DomainEvent } from '../events.ts';

/** Alert messages per search, person and day (Argentina's calendar day); later matches are bundled. */
export const SEARCH_ALERTS_PER_DAY = 5;

export const SEARCH_ALERT_MESSAGES = {
  on: 'Te vamos a avisar al instante cuando aparezca algo nuevo.',
  off: 'Alertas desactivadas.',
  notParticipant: 'Para recibir alertas tenés que participar de esta búsqueda.',
} as const;

/** Why a publication is news to a search: it appeared, its price dropped, or it changed (back in stock, synchronized). */
export const ALERT_REASONS = ['created', 'price_drop', 'changed'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

export const searchAlertSettingSchema = z.object({
  /** Pushes on this person's devices. */
  on: z.boolean(),
  /** An e-mail beside each push (only while `on`). */
  email: z.boolean(),
});
export type SearchAlertSetting = z.infer<typeof searchAlertSettingSchema>;

export const searchAlertResponseSchema = z.object({ message: z.string(), data: searchAlertSettingSchema });

export const searchAlertEndpoints = {
  show: { method: 'GET', path: '/search/:uuid/alerts', body: null, response: searchAlertSettingSchema },
  save: {
    method: 'PUT',
    path: '/search/:uuid/alerts',
    body: searchAlertSettingSchema.strict(),
    response: searchAlertResponseSchema,
  },
} as const;

interface AlertFact {
  searchId: string;
  userId: string;
}

/** A publication that became news to a search: `triggerId` is the publication event that made it so. */
export interface AlertMatch {
  publicationId: string;
  reason: AlertReason;
  triggerId: string;
}

export type SearchAlertEvent =
  | DomainEvent<'search_alert.switched.v1', AlertFact & SearchAlertSetting>
  /**
   * One alert message about `match`; `also`: matches bundled into it ("y 3 publicaciones más…").
   * `day`: Argentina's calendar day it counts against (YYYY-MM-DD).
   */
  | DomainEvent<'search_alert.sent.v1', AlertFact & { match: AlertMatch; also: AlertMatch[]; day: string }>
  /** Matches past the day's cap: they join the next alert message as "y N publicaciones más…". */
  | DomainEvent<'search_alert.held.v1', AlertFact & { matches: AlertMatch[]; day: string }>;

export type SearchAlertEventType = SearchAlertEvent['type'];

export const searchAlertStream = (searchId: string, userId: string) => `search_alert-${searchId}-${userId}`;
