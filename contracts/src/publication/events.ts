import type { DomainEvent } from '../events.ts';
import type { Operation, PricePeriod } from './operation.ts';
import type { Address, Media, StockItem } from './publication.ts';

export interface PublicationFields {
  typeId: string;
  title: string;
  code: string | null;
  description: string | null;
  text: string | null;
  url: string | null;
  categories: string[];
  amount: number | null;
  amountSale: number | null;
  currency: 'ARS' | 'USD';
  address: Address | null;
  /** Extra values by slug, already checked against the type; `stock` holds StockItem[] when the type has stock. */
  extras: Record<string, unknown> & { stock?: StockItem[] };
  public: boolean;
  shareable: boolean;
  /**
   * Only for types that ask for the operation, absent otherwise. Absent in facts recorded before
   * operations existed too: `publication.operation_set.v1` states theirs (docs/decisions/operations.md).
   */
  operation?: Operation;
  /** What the price pays for: null for a sale, 'month' for a rent, 'night' or 'month' for a temporary rent. */
  pricePeriod?: PricePeriod | null;
}

export type PublicationEvent =
  | DomainEvent<
      'publication.created.v1',
      PublicationFields & {
        publicationId: string;
        createdBy: 'user' | 'synchronizer';
        /** The user who created it (or owns the synchronizer). */
        creatorId: string;
      }
    >
  | DomainEvent<'publication.changed.v1', PublicationFields & { publicationId: string }>
  | DomainEvent<
      'publication.priority_set.v1',
      { publicationId: string; priority: string; description: string | null; expiresAt: string }
    >
  | DomainEvent<'publication.priority_cleared.v1', { publicationId: string }>
  | DomainEvent<'publication.media_added.v1', { publicationId: string; media: Omit<Media, 'file_url'> }>
  | DomainEvent<'publication.media_removed.v1', { publicationId: string; mediaId: string }>
  | DomainEvent<'publication.media_reordered.v1', { publicationId: string; mediaIds: string[] }>
  | DomainEvent<'publication.deleted.v1', { publicationId: string }>
  /** Beside a change that moved the price: the price history (and 'bajó de precio') read these. */
  | DomainEvent<'publication.price_changed.v1', { publicationId: string; previous: Price; current: Price }>
  /**
   * The operation of a publication recorded before its type asked for one (a one-time migration
   * reads those as sales, services/src/publication/operations/); forms state it in the fields.
   */
  | DomainEvent<
      'publication.operation_set.v1',
      { publicationId: string; operation: Operation; pricePeriod: PricePeriod | null }
    >;

export interface Price {
  amount: number | null;
  amountSale: number | null;
  currency: 'ARS' | 'USD';
}

/**
 * A category a seller added for their own publications of one type (POST /account/category).
 * Seen only by that seller, beside the type's catalogue categories.
 */
export type SellerCategoryEvent = DomainEvent<
  'seller_category.created.v1',
  { categoryId: string; ownerId: string; typeId: string; name: string; slug: string }
>;
