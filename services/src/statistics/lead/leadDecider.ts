// A lead of a publication as its owners reach them: a person who superliked it, or who was shown its
// seller's contact details (recorded once), and whether an owner marked them contacted (once;
// marking it again changes nothing).
import type { LeadContactChannel, LeadEvent } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';

export interface LeadState {
  contacted: boolean;
  revealed: boolean;
}

export type LeadCommand =
  | {
      type: 'markContacted';
      publicationId: string;
      leadUserId: string;
      contactedBy: string;
      channel: LeadContactChannel | null;
    }
  | { type: 'recordContactReveal'; publicationId: string; leadUserId: string; sellerId: string };

function evolve(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'lead.contacted.v1':
      return { ...state, contacted: true };
    case 'lead.contact_revealed.v1':
      return { ...state, revealed: true };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const leadDecider: Decider<LeadCommand, LeadEvent, LeadState> = {
  initialState: { contacted: false, revealed: false },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'markContacted': {
        if (state.contacted) return [];
        const { publicationId, leadUserId, contactedBy, channel } = command;
        return [{ type: 'lead.contacted.v1', data: { publicationId, leadUserId, contactedBy, channel } }];
      }
      case 'recordContactReveal': {
        if (state.revealed) return [];
        const { publicationId, leadUserId, sellerId } = command;
        return [{ type: 'lead.contact_revealed.v1', data: { publicationId, leadUserId, sellerId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
