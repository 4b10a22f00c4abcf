// Mantine forms validated with the contracts' zod schemas: the first message of each field.
import { fieldErrors } from '@app/contracts/spanishErrors';
import type { z } from 'zod';

export function zodValidate<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fieldErrors(parsed.error))) {
      const [first] = messages;
      if (first) errors[field] = first;
    }
    return errors;
  };
}
