// The profile form's rules (SPEC.md section 5, "Profile"): e-mail contact is always offered,
// phone and WhatsApp only once a phone is filled.
import { CONTACT_TYPES, type ContactType, type User } from '@app/contracts/account/user';

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  email: 'Correo electrónico',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
};

export interface ProfileFormValues {
  name: string;
  phone: string;
  contact_types: ContactType[];
  notification_types: string[];
  avatar: File | null;
}

export function availableContactTypes(phone: string): ContactType[] {
  return phone.trim() ? [...CONTACT_TYPES] : ['email'];
}

/** Drops the contact types a cleared phone no longer allows. */
export function keepAvailableContactTypes(selected: readonly ContactType[], phone: string): ContactType[] {
  const available = availableContactTypes(phone);
  return selected.filter((contactType) => available.includes(contactType));
}

export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    contact_types: keepAvailableContactTypes(user.contact_types, user.phone ?? ''),
    notification_types: [...user.notification_types],
    avatar: null,
  };
}

export function sameChoices(first: readonly string[], second: readonly string[]): boolean {
  return first.length === second.length && first.every((choice) => second.includes(choice));
}
