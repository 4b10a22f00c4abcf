// Facts the statistics need that no other aggregate records: a seller reaching a lead (a person who
// superliked their publication), and a person shown a seller's contact details (a lead too). Stream `lead-{publicationId}-{leadUserId}`. Stored events never
// change meaning: a new shape is a new version.
import type { DomainEvent } from '../events.ts';

export const LEAD_CONTACT_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type LeadContactChannel = (typeof LEAD_CONTACT_CHANNELS)[number];

export type LeadEvent =
  /** A publication's owner marked the lead contacted ("Marcar como contactado"); recorded once. */
  | DomainEvent<
      'lead.contacted.v1',
      { publicationId: string; leadUserId: string; contactedBy: string; channel: LeadContactChannel | null }
    >
  /**
   * A signed-in person opened the contact panel of a publication and was shown its seller's enabled
   * contact details (`sellerId`): a lead, recorded once per person and publication.
   */
  | DomainEvent<'lead.contact_revealed.v1', { publicationId: string; leadUserId: string; sellerId: string }>;

export const leadStream = (publicationId: string, leadUserId: string) => `lead-${publicationId}-${leadUserId}`;
