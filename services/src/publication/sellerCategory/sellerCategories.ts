// POST /account/category and the category lists of the publication form: the type's catalogue
// categories and the seller's own (docs/decisions/publications.md, "Seller categories").
import { VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { slugify } from '../../catalogue/index.ts';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { foldedContains, SPANISH_SORT_SQL } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { sellerCategoryDecider, sellerCategoryId, sellerCategoryStream } from './sellerCategory.ts';

export interface CategoryItem {
  id: string;
  name: string;
  slug: string;
  icon: string | null;
}

const SUGGESTIONS_MAX = 10;

function categoriesFor(db: ReadModelDatabase, typeId: string, sellerId: string, search: string) {
  const catalogue = db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'icon'])
    .where('type_id', '=', typeId)
    .$if(search !== '', (builder) => builder.where(foldedContains('name', search)));
  const own = db
    .selectFrom('seller_categories')
    .select(['id', 'name', 'slug', sql<string | null>`null`.as('icon')])
    .where('type_id', '=', typeId)
    .where('owner_id', '=', sellerId)
    .$if(search !== '', (builder) => builder.where(foldedContains('name', search)));
  return db
    .selectFrom(catalogue.unionAll(own).as('choices'))
    .selectAll()
    .orderBy(sql.raw(SPANISH_SORT_SQL('name')));
}

export function listCategories(db: ReadModelDatabase, typeId: string, sellerId: string): Promise<CategoryItem[]> {
  return categoriesFor(db, typeId, sellerId, '').execute();
}

export function suggestCategories(db: ReadModelDatabase, typeId: string, sellerId: string, search: string) {
  return categoriesFor(db, typeId, sellerId, search).limit(SUGGESTIONS_MAX).execute();
}

/** The category named so for the seller: an existing one of the same slug, or a new one of theirs. */
export async function addSellerCategory(
  platform: Platform,
  input: { sellerId: string; typeId: string; name: string },
  context: CommandContext,
): Promise<CategoryItem> {
  const { db } = platform;
  const type = await db.selectFrom('publication_types').select('id').where('id', '=', input.typeId).executeTakeFirst();
  if (!type) throw DomainError.invalidField('type_id', VALIDATION_MESSAGES.invalid);
  const slug = slugify(input.name);
  if (slug === '') throw DomainError.invalidField('name', VALIDATION_MESSAGES.invalid);
  const existing = (await listCategories(db, input.typeId, input.sellerId)).find((category) => category.slug === slug);
  if (existing) return existing;
  const categoryId = sellerCategoryId(input.sellerId, input.typeId, slug);
  const command = {
    type: 'create' as const,
    categoryId,
    ownerId: input.sellerId,
    typeId: input.typeId,
    name: input.name,
    slug,
  };
  await execute(platform, sellerCategoryStream(categoryId), sellerCategoryDecider, command, context);
  return { id: categoryId, name: input.name, slug, icon: null };
}
