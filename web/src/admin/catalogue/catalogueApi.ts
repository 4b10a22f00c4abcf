// The catalogue screens' calls (SPEC.md section 7, "Admin": /admin/type, /admin/category, /admin/extra).
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import type { CategoryInput } from '@app/contracts/catalogue/category';
import type { ExtraInput } from '@app/contracts/catalogue/extra';
import type { PublicationTypeInput } from '@app/contracts/catalogue/publicationType';
import { type CallOptions, call } from '../../api/client.ts';
import type { ListQuery } from '../../shared/admin/useAdminList.ts';

const { types, categories, extras } = adminEndpoints;

export const listTypes = ({ search, page }: ListQuery<object>) => call(types.list, { query: { search, page } });
export const loadType = (id: string) => call(types.show, { params: { id } });
export const listCategories = ({ search, page }: ListQuery<object>) =>
  call(categories.list, { query: { search, page } });
export const loadCategory = (id: string) => call(categories.show, { params: { id } });
export const listExtras = ({ search, page }: ListQuery<object>) => call(extras.list, { query: { search, page } });
export const loadExtra = (id: string) => call(extras.show, { params: { id } });
export const loadExtraChoices = () => call(adminEndpoints.extraList);
/** Every type, for the category form's type picker. */
export const loadTypeChoices = () => call(types.list, { query: { take: 100 } });

export async function saveType(id: string | null, input: PublicationTypeInput, options: CallOptions) {
  const answer = id
    ? await call(types.update, { params: { id }, body: input }, options)
    : await call(types.create, { body: input }, options);
  return answer.message;
}

export async function saveCategory(id: string | null, input: CategoryInput, options: CallOptions) {
  const answer = id
    ? await call(categories.update, { params: { id }, body: input }, options)
    : await call(categories.create, { body: input }, options);
  return answer.message;
}

export async function saveExtra(id: string | null, input: ExtraInput, options: CallOptions) {
  const answer = id
    ? await call(extras.update, { params: { id }, body: input }, options)
    : await call(extras.create, { body: input }, options);
  return answer.message;
}

export const deleteType = async (id: string) => (await call(types.remove, { params: { id } })).message;
export const deleteCategory = async (id: string) => (await call(categories.remove, { params: { id } })).message;
export const deleteExtra = async (id: string) => (await call(extras.remove, { params: { id } })).message;
