// SPEC.md section 3 "Paged result": the shape every paged list answers with.
import { z } from 'zod';

export function pagedResultSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    prev_page_url: z.string().nullable(),
    next_page_url: z.string().nullable(),
  });
}
