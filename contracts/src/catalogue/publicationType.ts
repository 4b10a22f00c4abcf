import { z } from 'zod';
import { extraSchema } from './extra.ts';
import { iconSchema, TYPE_FIELDS, underscoreSlugSchema } from './fields.ts';

export const publicationTypeInputSchema = z.object({
  slug: underscoreSlugSchema,
  icon: iconSchema,
  translations: z.object({ es: z.object({ title: z.string().trim().min(3).max(255) }) }),
  config: z.object({
    fields: z.array(z.enum(TYPE_FIELDS)).default(['title', 'description', 'amount']),
    /** Extra ids in the order the form shows them. */
    extras: z.array(z.uuid()).default([]),
  }),
});
export type PublicationTypeInput = z.infer<typeof publicationTypeInputSchema>;

export const publicationTypeSchema = publicationTypeInputSchema.extend({
  id: z.uuid(),
  extras: z.array(extraSchema),
});
export type PublicationType = z.infer<typeof publicationTypeSchema>;
