import { describe, expect, it } from 'vitest';
import { stepAfterEmailCheck, stepAfterLogged, stepRequiredFor } from './identifyFlow.ts';

const nothing = { verifiedEmail: false, premium: false };
const basic = { is_premium: false, email_verified: false };

describe('identification steps', () => {
  it('sends an existing e-mail to the code step and a new one to sign up', () => {
    expect(stepAfterEmailCheck(true)).toBe('recover');
    expect(stepAfterEmailCheck(false)).toBe('signup');
  });

  it('closes after the welcome unless the action needs a verified e-mail or premium', () => {
    expect(stepAfterLogged(basic, nothing)).toBeNull();
    expect(stepAfterLogged(basic, { verifiedEmail: true, premium: false })).toBe('verify');
    expect(stepAfterLogged({ ...basic, email_verified: true }, { verifiedEmail: true, premium: true })).toBe('premium');
    expect(
      stepAfterLogged({ is_premium: true, email_verified: true }, { verifiedEmail: true, premium: true }),
    ).toBeNull();
  });

  it('asks a visitor to identify, and a logged user only for what is missing', () => {
    expect(stepRequiredFor(null, nothing)).toBe('email');
    expect(stepRequiredFor(basic, { verifiedEmail: false, premium: true })).toBe('premium');
    expect(
      stepRequiredFor({ is_premium: true, email_verified: true }, { verifiedEmail: false, premium: true }),
    ).toBeNull();
  });
});
