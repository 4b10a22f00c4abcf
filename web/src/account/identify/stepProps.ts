import type { IdentifyRequirements, IdentifyStep } from '../../dialogs/dialogState.ts';

export interface StepProps {
  /** The e-mail given at the first step (normalised). */
  email: string;
  setEmail: (email: string) => void;
  goTo: (step: IdentifyStep) => void;
  requires: IdentifyRequirements;
  /** Closes the panel once the person is in, going on to the address they wanted, if any. */
  finish: () => void;
}
