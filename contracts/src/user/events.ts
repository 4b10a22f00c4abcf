import type { DomainEvent } from '../events.ts';
import type { Permission } from '../permissions.ts';

export type UserEvent =
  | DomainEvent<'user.registered.v1', { userId: string; email: string; name: string }>
  | DomainEvent<'user.email_verified.v1', { userId: string }>
  | DomainEvent<'user.permissions_changed.v1', { userId: string; isAdmin: boolean; permissions: Permission[] }>
  | DomainEvent<'user.premium_granted.v1', { userId: string; until: string | null; promocode: string | null }>;
