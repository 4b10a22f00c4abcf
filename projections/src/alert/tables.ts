import type { AlertExtraRow, AlertStockRow } from './alertCriteria.ts';
import type { AlertPlaceRow } from './alertPlaces.ts';

export interface AlertTables {
  /** Who has instant alerts on for which search (PUT /api/search/:uuid/alerts); a row while on. */
  search_alerts: {
    search_id: string;
    user_id: string;
    email: boolean;
  };
  /**
   * Every saved search's filter items as the alert percolator narrows candidates by index
   * (services/src/alerts/alertIndex.ts): type, category, price band and the place keys of
   * the cells around its places. With the search's places, extras, stock and scope it decides the
   * candidates of the platform's or a storefront's scope; the search's own conditions the others.
   */
  search_alert_filters: {
    search_id: string;
    /** The item's position in the search's filters. */
    item: number;
    type_id: string;
    category_id: string | null;
    /** Sale, rent or temporary rent; null: every operation (migration 0113). */
    operation: string | null;
    currency: 'ARS' | 'USD' | null;
    price_min: number | null;
    price_max: number | null;
    /** Keys of (category or type, cell) as `search_place_keys` files publications; null: no places, or too wide. */
    place_keys: string[] | null;
  };
  /**
   * Every saved search's places with the numbers its distance condition compares (alertPlaces.ts),
   * so the percolator tests a publication against all candidates' places in one statement.
   */
  search_alert_places: { search_id: string } & AlertPlaceRow;
  /** Every item's extras in the forms each kind of extra states them (alertCriteria.ts). */
  search_alert_extras: { search_id: string } & AlertExtraRow;
  /** Every item's stock filter, as its line test compares it (alertCriteria.ts). */
  search_alert_stock: { search_id: string } & AlertStockRow;
}
