// The identification panel's steps (SPEC.md section 4, "Identify flow") as pure decisions.
import type { IdentifyRequirements, IdentifyStep } from '../../dialogs/dialogState.ts';

interface IdentifiedUser {
  is_premium: boolean;
  email_verified: boolean;
}

/** An e-mail with an account gets a code (recover); a new one signs up. */
export function stepAfterEmailCheck(exists: boolean): IdentifyStep {
  return exists ? 'recover' : 'signup';
}

/** What the panel shows once the user is in (after the 1 s welcome); null closes it. */
export function stepAfterLogged(user: IdentifiedUser, requires: IdentifyRequirements): IdentifyStep | null {
  if (requires.verifiedEmail && !user.email_verified) return 'verify';
  if (requires.premium && !user.is_premium) return 'premium';
  return null;
}

/**
 * The step an action needs before it can go on: logged out → email, then verify or premium as
 * required; null when the user may act now.
 */
export function stepRequiredFor(user: IdentifiedUser | null, requires: IdentifyRequirements): IdentifyStep | null {
  return user ? stepAfterLogged(user, requires) : 'email';
}
