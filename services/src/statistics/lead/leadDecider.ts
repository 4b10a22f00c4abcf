// A lead (a person who superliked a publication) as its owners reach them: contacted once; marking
// it again changes nothing.
import type { LeadContactChannel, LeadEvent } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';

export interface LeadState {
  contacted: boolean;
}

export type LeadCommand = {
  type: 'markContacted';
  publicationId: string;
  leadUserId: string;
  contactedBy: string;
  channel: LeadContactChannel | null;
};

export const leadDecider: Decider<LeadCommand, LeadEvent, LeadState> = {
  initialState: { contacted: false },
  evolve: (state, event) => (event.type === 'lead.contacted.v1' ? { contacted: true } : state),
  decide: (command, state) => {
    if (state.contacted) return [];
    const { publicationId, leadUserId, contactedBy, channel } = command;
    return [{ type: 'lead.contacted.v1', data: { publicationId, leadUserId, contactedBy, channel } }];
  },
};
