import type { IdentifyRequirements } from '../../dialogs/dialogState.ts';
import { openIdentify } from '../../dialogs/dialogState.ts';
import { currentUser } from '../../session/sessionState.ts';
import { stepRequiredFor } from './identifyFlow.ts';

/** A promotional code is redeemed by a verified account only (the server asks the same). */
export const BECOME_PREMIUM: Partial<IdentifyRequirements> = { verifiedEmail: true, premium: true };

/**
 * Before an action that needs a session (and maybe a verified e-mail or premium): true when the
 * user may go on, otherwise opens identification at the step that is missing.
 */
export function requireIdentity(requires: Partial<IdentifyRequirements>, subtitle: string | null = null): boolean {
  const needs = { verifiedEmail: false, premium: false, ...requires };
  const step = stepRequiredFor(currentUser.peek(), needs);
  if (step === null) return true;
  openIdentify(step, { subtitle, requires: needs });
  return false;
}
