import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { iconSchema } from './fields.ts';

export const categoryInputSchema = z.object({
  type_id: z.uuid(),
  name: z.string().trim().min(TEXT_LENGTH.adminCategoryName.min).max(TEXT_LENGTH.adminCategoryName.max),
  icon: iconSchema,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = categoryInputSchema.extend({ id: z.uuid(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;
