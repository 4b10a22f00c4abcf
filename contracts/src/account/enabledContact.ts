// The contact data a person hands others (a superlike's searcher to the publication's owners, a
// seller on a publication's contact panel): only what they enabled (SPEC.md: contact types email,
// phone, whatsapp; phone and whatsapp only with a phone).
import type { SuperlikeContact } from '../swipe/superlikes.ts';
import type { ContactType } from './user.ts';

export interface ContactFields {
  email: string;
  phone: string | null;
  contact_types: readonly ContactType[];
}

export function enabledContact(user: ContactFields): SuperlikeContact {
  const enabled = (type: ContactType) => user.contact_types.includes(type);
  return {
    email: enabled('email') ? user.email : null,
    phone: enabled('phone') ? user.phone : null,
    whatsapp: enabled('whatsapp') ? user.phone : null,
  };
}
