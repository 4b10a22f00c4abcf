import { z } from 'zod';

/**
 * FIELDS.fields: the general fields a publication type may ask for. `operation` (sale, rent,
 * temporary rent) is for property types: docs/decisions/operations.md.
 */
export const TYPE_FIELDS = [
  'title',
  'description',
  'url',
  'address',
  'categories',
  'amount',
  'stock',
  'operation',
] as const;
/** FIELDS.extra_types */
export const EXTRA_TYPES = ['number', 'text', 'select', 'checkbox', 'radio', 'boolean', 'switch', 'tags'] as const;
/** FIELDS.languages */
export const LANGUAGES = ['es'] as const;

/** Extra types whose value is picked from the extra's options. */
export const OPTION_EXTRA_TYPES: readonly ExtraType[] = ['select', 'checkbox', 'radio'];

export type TypeField = (typeof TYPE_FIELDS)[number];
export type ExtraType = (typeof EXTRA_TYPES)[number];

export const SLUG_MESSAGE = 'Solo puede contener letras minúsculas, números y guiones bajos';
/** Catalogue slugs use underscores (SPEC.md section 5). */
export const underscoreSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { error: SLUG_MESSAGE });

export const iconSchema = z.string().trim().max(100).nullable().default(null);
