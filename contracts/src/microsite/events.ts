// Facts of the microsite stream `microsite-{id}`. Stored events never change meaning.
import type { DomainEvent } from '../events.ts';
import type { MicrositeSettings, MicrositeStatus, MicrositeStyle } from './microsite.ts';

export interface MicrositeLogos {
  main: string | null;
  secondary: string | null;
  square: string | null;
}

/** What an administrator sets on a microsite; the host is already normalised and reserved. */
export interface MicrositeProfile {
  name: string;
  host: string;
  status: MicrositeStatus;
  style: MicrositeStyle;
  settings: MicrositeSettings;
  logos: MicrositeLogos;
}

export type MicrositeEvent =
  | DomainEvent<'microsite.created.v1', MicrositeProfile & { micrositeId: string }>
  | DomainEvent<'microsite.changed.v1', MicrositeProfile & { micrositeId: string }>
  | DomainEvent<'microsite.user_added.v1', { micrositeId: string; userId: string }>
  | DomainEvent<'microsite.user_removed.v1', { micrositeId: string; userId: string }>
  /** The one default user from now on (SPEC.md: one default, set by toggling). */
  | DomainEvent<'microsite.default_user_set.v1', { micrositeId: string; userId: string }>
  | DomainEvent<'microsite.deleted.v1', { micrositeId: string }>;
