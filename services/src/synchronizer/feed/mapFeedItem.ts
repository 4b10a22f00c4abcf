// One feed item → the publication input the publication decider checks, or the reason it was
// skipped. Checked here against the type too, so a run reports every bad item at once.
import { createHash } from 'node:crypto';
import { type Address, type PublicationInput, publicationInputSchema, type SkippedItem } from '@app/contracts';
import type { z } from 'zod';
import { placeByReference, searchPlaces } from '../../places/index.ts';
import type { TypeCatalogue } from '../../publication/index.ts';
import { checkPublicationFields } from '../../publication/index.ts';
import type { FeedCatalogue } from './feedCatalogue.ts';
import { FEED_MESSAGES, type FeedItem, feedItemSchema } from './feedItem.ts';
import { feedOperation, feedPricePeriod } from './feedOperation.ts';
import { matchKey } from './matchKey.ts';

export interface MappedItem {
  externalId: string;
  input: PublicationInput;
  catalogue: TypeCatalogue;
  imageUrls: string[];
  matchKey: string | null;
  /** Changes whenever anything the item sets changes: an equal hash is an unchanged item. */
  contentHash: string;
}

export type Mapping = { ok: true; item: MappedItem } | { ok: false; skipped: SkippedItem };

const skip = (item: string, reason: string): Mapping => ({ ok: false, skipped: { item, reason } });

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return field ? `${field}: ${issue?.message}` : (issue?.message ?? '');
}

function firstError(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['', []];
  return `${field}: ${messages[0] ?? ''}`;
}

/** A text address is looked up in the places gazetteer; an object brings its own coordinates. */
function addressOf(address: FeedItem['address']): Address | null | string {
  if (!address) return null;
  if (typeof address !== 'string')
    return { title: address.title, geolocation: { coordinates: [address.lat, address.lng] } };
  const suggestion = searchPlaces(address, 1)[0];
  const place = suggestion ? placeByReference(suggestion.reference) : null;
  if (!place) return FEED_MESSAGES.unknownPlace(address);
  return { title: address, geolocation: { coordinates: place.coordinates } };
}

function hashOf(input: PublicationInput, imageUrls: string[]): string {
  return createHash('sha256').update(JSON.stringify({ input, imageUrls })).digest('base64url');
}

/**
 * The item's operation and price period, or why it was skipped. A feed that states no operation is
 * read as sales: feeds written before operations existed keep working (docs/decisions/operations.md);
 * types without operations clear it anyway.
 */
function operationOf(item: FeedItem): { operation: string; price_period: string | null } | string {
  const operationWord = item.operation ?? item.operation_type;
  const operation = feedOperation(operationWord);
  if (operation === undefined) return FEED_MESSAGES.unknownOperation(operationWord ?? '');
  const periodWord = item.price_period ?? item.period;
  const pricePeriod = feedPricePeriod(periodWord);
  if (pricePeriod === undefined) return FEED_MESSAGES.unknownPeriod(periodWord ?? '');
  return { operation: operation ?? 'sale', price_period: pricePeriod };
}

export async function mapFeedItem(raw: unknown, position: number, catalogues: FeedCatalogue): Promise<Mapping> {
  const rawId = (raw as { id?: unknown } | null)?.id;
  const label = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : `#${position}`;
  const parsed = feedItemSchema.safeParse(raw);
  if (!parsed.success) return skip(label, firstIssue(parsed.error));
  const item = parsed.data;
  const typeId = catalogues.typeId(item.type);
  if (!typeId) return skip(item.id, FEED_MESSAGES.unknownType(item.type));
  const categories: string[] = [];
  for (const category of item.categories) {
    const id = catalogues.categoryId(typeId, category);
    if (!id) return skip(item.id, FEED_MESSAGES.unknownCategory(category));
    categories.push(id);
  }
  const address = addressOf(item.address);
  if (typeof address === 'string') return skip(item.id, address);
  const operation = operationOf(item);
  if (typeof operation === 'string') return skip(item.id, operation);
  const input = publicationInputSchema.safeParse({
    ...operation,
    type_id: typeId,
    ...{ title: item.title, description: item.description, code: item.code, url: item.url },
    ...{ amount: item.price ?? null, amount_sale: item.price_sale ?? null, currency: item.currency },
    ...{ categories, address, extras: item.extras, public: item.public },
  });
  if (!input.success) return skip(item.id, firstIssue(input.error));
  const catalogue = await catalogues.catalogue(typeId);
  const check = checkPublicationFields(input.data, catalogue);
  if (!check.ok) return skip(item.id, firstError(check.errors));
  const mapped = {
    externalId: item.id,
    input: input.data,
    catalogue,
    imageUrls: item.images,
    matchKey: matchKey(item),
  };
  return { ok: true, item: { ...mapped, contentHash: hashOf(input.data, item.images) } };
}
