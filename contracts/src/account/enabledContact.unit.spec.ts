import { describe, expect, it } from 'vitest';
import { enabledContact } from './enabledContact.ts';

const searcher = { email: 'ana@example.com', phone: '+5491122334455' };

describe("a superlike's contact data", () => {
  it('carries only the contact types the searcher enabled', () => {
    expect(enabledContact({ ...searcher, contact_types: ['email'] })).toEqual({
      email: 'ana@example.com',
      phone: null,
      whatsapp: null,
    });
    expect(enabledContact({ ...searcher, contact_types: ['whatsapp', 'phone'] })).toEqual({
      email: null,
      phone: '+5491122334455',
      whatsapp: '+5491122334455',
    });
  });

  it('is empty when the searcher enabled none', () => {
    expect(enabledContact({ ...searcher, contact_types: [] })).toEqual({ email: null, phone: null, whatsapp: null });
  });

  it('has no phone without one, whatever was enabled', () => {
    expect(enabledContact({ ...searcher, phone: null, contact_types: ['phone', 'whatsapp'] })).toEqual({
      email: null,
      phone: null,
      whatsapp: null,
    });
  });
});
