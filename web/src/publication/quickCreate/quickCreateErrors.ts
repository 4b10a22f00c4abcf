// Which checks quick creation runs before asking the server, and where each message goes: under
// the panel's own fields, or as a toast for fields the panel does not show.
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import { quickCreateRequestSchema } from '@app/contracts/publication/requests';
import { fieldErrors } from '@app/contracts/spanishErrors';
import type { PublicationFormValues } from '../form/publicationFormModel.ts';

/** The fields the quick-create panel shows. */
export const QUICK_FIELDS = ['type_id', 'text', 'images', 'title', 'amount', 'amount_sale', 'currency'] as const;

/** Type and text (20 to 1000 characters) to read the sentence; at least one image to create. */
export function quickRequestErrors(
  values: PublicationFormValues,
  options: { images: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = quickCreateRequestSchema.safeParse({ type_id: values.type_id ?? undefined, text: values.text ?? '' });
  if (!parsed.success) {
    for (const [field, [first]] of Object.entries(fieldErrors(parsed.error))) if (first) errors[field] = first;
  }
  if (options.images && values.images.length === 0) errors.images = VALIDATION_MESSAGES.required;
  return errors;
}

export function splitByVisibility(errors: Record<string, string>) {
  const visible: Record<string, string> = {};
  const hidden: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if ((QUICK_FIELDS as readonly string[]).includes(field)) visible[field] = message;
    else hidden.push(message);
  }
  return { visible, hidden: [...new Set(hidden)] };
}
