import type { ConsensusRule, SearchFilter, SearchFilteredOption, SearchOrder, SearchPlace } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../json.ts';

export interface SearchTables {
  /** Searches as the account lists and the search screens read them; a deleted search has no row. */
  searches: {
    id: string;
    /** The owning account; null while a guest owns it. */
    owner_user_id: string | null;
    /** SHA-256 (hex) of the guest key that created it; kept after a claim, as a fact of its origin. */
    guest_key_hash: string | null;
    microsite_id: string | null;
    group_id: string | null;
    /** Storefront scope: the seller whose public publications it searches. */
    scope_user_id: string | null;
    filters: JsonColumn<SearchFilter[]>;
    places: JsonColumn<SearchPlace[]>;
    order: SearchOrder;
    /** The owner's own title (renamed or published with one). */
    custom_title: string | null;
    title_suggested: string;
    description: string | null;
    public: boolean;
    shareable: boolean;
    filtered: SearchFilteredOption | null;
    consensus: ColumnType<ConsensusRule, string | undefined, string>;
    autocompleted: boolean;
    pinneds_count: Generated<number>;
    decisions_true_count: Generated<number>;
    decisions_false_count: Generated<number>;
    created_at: Date;
    updated_at: Date;
  };
}
