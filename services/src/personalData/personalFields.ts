// Which fields of which events are personal (name, e-mail, phone), and what an erased one reads as
// once its owner's key is destroyed. Every other event and field is stored as it is.
import { ERASED_USER_NAME, erasedEmail } from '@app/contracts/account/adminUser';

type Erased = (userId: string) => string | null;

const ERASED: Record<'name' | 'email' | 'phone', Erased> = {
  name: () => ERASED_USER_NAME,
  // Unique per account, so erased accounts never collide on the users table's e-mail index.
  email: erasedEmail,
  phone: () => null,
};

export const PERSONAL_FIELDS: Readonly<Record<string, readonly (keyof typeof ERASED)[]>> = {
  'user.registered.v1': ['email', 'name'],
  'user.profile_changed.v1': ['name', 'phone'],
};

export function erasedValue(field: keyof typeof ERASED, userId: string): string | null {
  return ERASED[field](userId);
}

/** The account whose key seals the event's personal fields (every personal event names it). */
export function ownerOf(data: unknown): string | null {
  const userId = (data as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : null;
}
