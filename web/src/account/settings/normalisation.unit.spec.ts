// What the settings forms send, typed the way a person types it.
import { profileUpdateSchema, slugSettingsSchema } from '@app/contracts/account/profile';
import { toSlugWhileTyping } from '@app/contracts/account/slug';
import { describe, expect, it } from 'vitest';

function typeIntoSlugField(text: string): string {
  let value = '';
  for (const character of text) value = toSlugWhileTyping(value + character);
  return value;
}

describe('slug field', () => {
  it('turns what is typed, key by key, into a lowercase hyphenated slug', () => {
    expect(typeIntoSlugField('Casa Central Ñandú')).toBe('casa-central-nandu');
    expect(typeIntoSlugField('Autos & Motos  2024!')).toBe('autos-motos-2024 ');
  });

  it('never shows a hyphen at the end of what is typed so far', () => {
    expect(typeIntoSlugField('juan ')).toBe('juan ');
    expect(typeIntoSlugField('juan carlos')).toBe('juan-carlos');
  });

  it('sends the slug without a trailing hyphen', () => {
    expect(slugSettingsSchema.parse({ slug: typeIntoSlugField('Autos & Motos 2024!') })).toEqual({
      slug: 'autos-motos-2024',
      include_groups: false,
      show_owners: false,
    });
  });
});

describe('phone field', () => {
  it('sends the phone in international format', () => {
    const profile = profileUpdateSchema.parse({ name: 'Ana', phone: '+54 9 (11) 1234-5678', contact_types: [] });
    expect(profile.phone).toBe('+5491112345678');
  });

  it('sends an Argentine number written as at home as +54 9 and its area code', () => {
    const profile = profileUpdateSchema.parse({ name: 'Ana', phone: '011 15 5555-1234', contact_types: ['whatsapp'] });
    expect(profile.phone).toBe('+5491155551234');
  });

  it('sends no phone when the field is empty', () => {
    expect(profileUpdateSchema.parse({ name: 'Ana', phone: '', contact_types: ['email'] }).phone).toBeNull();
  });
});
