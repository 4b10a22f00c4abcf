// The seller's categories of a type (SPEC.md section 7, "Category /account/category").
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { categoryItemSchema } from '@app/contracts/publication/requests';
import type { z } from 'zod';
import { call } from '../../api/client.ts';

export type CategoryItem = z.output<typeof categoryItemSchema>;

export function listTypeCategories(typeId: string): Promise<CategoryItem[]> {
  return call(endpoints.listCategories, { query: { type_id: typeId } });
}
