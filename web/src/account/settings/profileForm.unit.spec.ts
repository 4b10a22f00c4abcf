import type { User } from '@app/contracts/account/user';
import { describe, expect, it } from 'vitest';
import { availableContactTypes, keepAvailableContactTypes, profileFormValues, sameChoices } from './profileForm.ts';

describe('profile form', () => {
  it('offers e-mail contact always, phone and WhatsApp only with a phone', () => {
    expect(availableContactTypes('')).toEqual(['email']);
    expect(availableContactTypes('  ')).toEqual(['email']);
    expect(availableContactTypes('+54 11')).toEqual(['email', 'phone', 'whatsapp']);
  });

  it('drops phone and WhatsApp when the phone is cleared', () => {
    expect(keepAvailableContactTypes(['email', 'whatsapp'], '')).toEqual(['email']);
    expect(keepAvailableContactTypes(['phone', 'whatsapp'], '+5491112345678')).toEqual(['phone', 'whatsapp']);
  });

  it('starts from the stored user', () => {
    const user = {
      name: 'Ana',
      phone: null,
      contact_types: ['email', 'phone'],
      notification_types: ['coincidence'],
    } as unknown as User;
    expect(profileFormValues(user)).toEqual({
      name: 'Ana',
      phone: '',
      contact_types: ['email'],
      notification_types: ['coincidence'],
      avatar: null,
    });
  });

  it('compares choices regardless of order', () => {
    expect(sameChoices(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameChoices(['a'], ['a', 'b'])).toBe(false);
  });
});
