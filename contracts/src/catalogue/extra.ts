import { z } from 'zod';
import { EXTRA_TYPES, OPTION_EXTRA_TYPES, underscoreSlugSchema } from './fields.ts';

const optionalText = z.string().trim().max(255).nullable().default(null);

export const extraTranslationSchema = z.object({
  title: z.string().trim().min(1).max(255),
  subtitle: optionalText,
  placeholder: optionalText,
  info: optionalText,
  show_alone: z.boolean().default(false),
  show_added: z.boolean().default(false),
  search_value: optionalText,
  true_value: optionalText,
  false_value: optionalText,
});

export const extraOptionSchema = z.object({
  slug: underscoreSlugSchema,
  translations: z.object({ es: z.object({ title: z.string().trim().min(1).max(255) }) }),
});

/** Validation rules an extra can carry, as rule strings (`min:0`, `max:10`, `integer`). */
export const VALIDATION_RULE = /^(?:(?:min|max|step):-?\d+(?:\.\d+)?|integer|required)$/;
export const VALIDATION_RULE_MESSAGE = 'Regla de validación desconocida';

export const extraConfigSchema = z
  .object({
    type: z.enum(EXTRA_TYPES),
    options: z.array(extraOptionSchema).default([]),
    required: z.boolean().default(false),
    validations: z.array(z.string().max(50).regex(VALIDATION_RULE, { error: VALIDATION_RULE_MESSAGE })).default([]),
    searchable: z.boolean().default(true),
    priceable: z.boolean().default(false),
    thousand_separator: z.boolean().default(false),
    precision: z.number().int().min(0).max(4).default(0),
  })
  .superRefine((config, context) => {
    if (OPTION_EXTRA_TYPES.includes(config.type) && config.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Este campo es obligatorio' });
    }
    const slugs = config.options.map((option) => option.slug);
    const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
    if (repeated) {
      context.addIssue({ code: 'custom', path: ['options'], message: `La opción ${repeated} está repetida` });
    }
  });

export const extraInputSchema = z.object({
  slug: underscoreSlugSchema,
  translations: z.object({ es: extraTranslationSchema }),
  config: extraConfigSchema,
});
export type ExtraInput = z.infer<typeof extraInputSchema>;

export const extraSchema = extraInputSchema.extend({ id: z.uuid() });
export type Extra = z.infer<typeof extraSchema>;
