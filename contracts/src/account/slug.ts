// The personal link of a catalogue: /{slug}. Lowercase letters, digits and single hyphens.
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';

/** Not worded by SPEC.md: the slug is a word the application's own addresses already use. */
export const RESERVED_SLUG_MESSAGE = 'Este nombre de usuario no está disponible.';
/** Not worded by SPEC.md: the slug has characters a link cannot carry. */
export const SLUG_FORMAT_MESSAGE = 'Solo puede contener letras minúsculas, números y guiones';

/** First path segments of the application's own screens: a catalogue cannot take them. */
export const RESERVED_SLUGS: readonly string[] = [
  'account',
  'admin',
  'api',
  'assets',
  'auth',
  'dashboard',
  'group',
  'guide',
  'invitation',
  'landing',
  'legal',
  'microsite',
  // A publication's public page, /publication/{id} (issue 33).
  'publication',
  'search',
];

function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

/** Turns any text into a slug: 'Tienda de Ñandú!' → 'tienda-de-nandu'. */
export function toSlug(text: string): string {
  return slugWords(text).replace(/^-+|-+$/g, '');
}

/**
 * The same while the person is still typing: what ends the text so far (a space, a symbol) is not
 * turned into a hyphen yet, since a slug cannot end in one: it stays as the space (or the hyphen)
 * typed, and becomes the hyphen once the next word starts. 'Mi tienda ' → 'mi-tienda '.
 */
export function toSlugWhileTyping(text: string): string {
  const slug = toSlug(text);
  if (!slug || !slugWords(text).endsWith('-')) return slug;
  return `${slug}${text.endsWith('-') ? '-' : ' '}`;
}

export const slugSchema = z
  .string()
  .max(TEXT_LENGTH.title.max)
  .trim()
  .min(1)
  .transform(toSlug)
  .pipe(
    z
      .string()
      .min(TEXT_LENGTH.name.min)
      .max(TEXT_LENGTH.name.max)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_FORMAT_MESSAGE })
      .refine((slug) => !RESERVED_SLUGS.includes(slug), { error: RESERVED_SLUG_MESSAGE }),
  );
