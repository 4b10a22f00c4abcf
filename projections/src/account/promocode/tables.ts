import type { JsonColumn } from '../../json.ts';

export interface PromocodeTables {
  promocodes: {
    id: string;
    /** Uppercase, unique among live codes (a reservation stream holds it). */
    code: string;
    discount: number;
    remaining: number;
    applies_for: JsonColumn<string[]>;
    valid_from: Date | null;
    valid_to: Date | null;
    /** Premium months a 100 % code gives; null: no time limit. */
    granted_months: number | null;
    created_at: Date;
  };
  promocode_usages: {
    id: string;
    promocode_id: string;
    user_id: string;
    for: string;
    created_at: Date;
  };
}
