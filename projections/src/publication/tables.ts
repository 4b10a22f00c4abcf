import type { ExtraType, Operation, PricePeriod, StockItem } from '@app/contracts';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../json.ts';

/** Written by the database (a generated column): never inserted or updated. */
type DatabaseComputed<T> = ColumnType<T, never, never>;

export interface PublicationTables {
  publications: {
    id: string;
    type_id: string;
    creator_id: string;
    created_by: 'user' | 'synchronizer';
    title: string;
    code: string | null;
    description: string | null;
    text: string | null;
    url: string | null;
    /** Category ids: the type's catalogue categories and the creator's own. */
    categories: string[];
    amount: number | null;
    amount_sale: number | null;
    currency: 'ARS' | 'USD';
    /** Null for types that do not ask for the operation (migration 0012). */
    operation: Operation | null;
    price_period: PricePeriod | null;
    address_title: string | null;
    latitude: number | null;
    longitude: number | null;
    /** Extra values keyed by extra slug (`stock` holds the stock items). */
    extras: JsonColumn<Record<string, unknown> & { stock?: StockItem[] }>;
    /** Option titles, texts, tags and yes-extras' titles: what the words of the extras are. */
    extras_text: string;
    search_text: DatabaseComputed<string>;
    public: boolean;
    shareable: boolean;
    priority: string | null;
    priority_description: string | null;
    priority_expires_at: Date | null;
    published_at: Date;
    listed_at: Date;
  };
  publication_media: {
    id: string;
    publication_id: string;
    number: number;
    location: string;
    file: string;
    width: number;
    height: number;
    color: string;
  };
  /** Who publishes each publication: its creator, and later the accounts it is assigned to. */
  publication_publishers: {
    publication_id: string;
    user_id: string;
    creator: boolean;
  };
  /** The words of each extra (title, option titles) as the publications' full text needs them. */
  publication_extra_vocabulary: {
    extra_id: string;
    slug: string;
    title: string;
    type: ExtraType;
    options: JsonColumn<Record<string, string>>;
  };
  seller_categories: {
    id: string;
    owner_id: string;
    type_id: string;
    name: string;
    slug: string;
    created_at: Date;
  };
}
