import { describe, expect, it } from 'vitest';
import { useSpanishErrors } from '../spanishErrors.ts';
import { codeLoginRequestSchema, signupRequestSchema } from './auth.ts';
import { premiumRequestSchema } from './premium.ts';
import { profileUpdateSchema } from './profile.ts';

useSpanishErrors();

describe('account requests', () => {
  it('normalises the e-mail and defaults the guest searches', () => {
    expect(signupRequestSchema.parse({ email: ' Ana@Example.COM ', name: ' Ana ' })).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      searches: [],
    });
  });

  it('asks for a six-digit code', () => {
    const request = { email: 'ana@example.com', searches: [] };
    expect(codeLoginRequestSchema.safeParse({ ...request, code: '123456' }).success).toBe(true);
    expect(codeLoginRequestSchema.safeParse({ ...request, code: '12345' }).success).toBe(false);
    expect(codeLoginRequestSchema.safeParse({ ...request, code: '12345a' }).success).toBe(false);
  });

  it('uppercases the promotional code and redeems it for the account by default', () => {
    expect(premiumRequestSchema.parse({ code: ' promo24 ' })).toEqual({ for: 'user', code: 'PROMO24' });
    expect(premiumRequestSchema.safeParse({ code: 'abc' }).success).toBe(false);
  });

  it('offers phone and WhatsApp contact only with a phone', () => {
    expect(profileUpdateSchema.safeParse({ name: 'Ana', phone: '', contact_types: ['email'] }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ name: 'Ana', phone: '', contact_types: ['whatsapp'] }).success).toBe(false);
    expect(
      profileUpdateSchema.parse({ name: 'Ana', phone: '+54 9 11 1234 5678', contact_types: ['whatsapp'] }),
    ).toEqual({
      name: 'Ana',
      phone: '+5491112345678',
      contact_types: ['whatsapp'],
    });
  });
});
