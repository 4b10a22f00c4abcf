// Who has instant alerts on, and every saved search's items filed for the alert percolator
// (services/src/alerts): one row per filter item with its type, category, price band and the place
// keys of the cells around the search's places, hashed as `search_place_keys` hashes a publication's;
// one row per place with its distance's numbers, per extra, and per stock filter.
import type {
  RecordedEvent,
  SearchAlertEvent,
  SearchEvent,
  SearchFilter,
  SearchPlace,
  UserEvent,
} from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import { alertExtraRows, alertStockRows } from './alertCriteria.ts';
import { alertPlaceCells } from './alertPlaceCells.ts';
import { alertPlaceRows } from './alertPlaces.ts';

type Tx = Transaction<ReadModelTables>;

const HANDLED = [
  'search.created.v1',
  'search.changed.v1',
  'search.deleted.v1',
  'search_alert.switched.v1',
  'user.deleted.v1',
] as const satisfies readonly (SearchEvent | SearchAlertEvent | UserEvent)['type'][];

type Handled = Extract<SearchEvent | SearchAlertEvent | UserEvent, { type: (typeof HANDLED)[number] }>;

/** The keys of `id` in `cells`, as migration 0023's `search_place_keys` computes a publication's. */
function placeKeys(id: string, cells: readonly number[] | null) {
  if (cells === null) return null;
  return sql<string[]>`(SELECT array_agg(('x' || left(md5(${id}::text || ':' || cell::text), 16))::bit(64)::int8)
    FROM unnest(${cells}::int8[]) AS cell)`;
}

async function forget(transaction: Tx, searchId: string) {
  await transaction.deleteFrom('search_alert_filters').where('search_id', '=', searchId).execute();
  await transaction.deleteFrom('search_alert_places').where('search_id', '=', searchId).execute();
  await transaction.deleteFrom('search_alert_extras').where('search_id', '=', searchId).execute();
  await transaction.deleteFrom('search_alert_stock').where('search_id', '=', searchId).execute();
}

async function fileFilters(transaction: Tx, searchId: string, filters: SearchFilter[], places: SearchPlace[]) {
  await forget(transaction, searchId);
  const cells = alertPlaceCells(places);
  const rows = filters.map((filter, item) => ({
    search_id: searchId,
    item,
    type_id: filter.type_id,
    category_id: filter.category_id,
    operation: filter.operation ?? null,
    currency: filter.currency,
    price_min: filter.currency === null ? null : (filter.amount?.min ?? null),
    price_max: filter.currency === null ? null : (filter.amount?.max ?? null),
    place_keys: placeKeys(filter.category_id ?? filter.type_id, cells),
  }));
  if (rows.length > 0) await transaction.insertInto('search_alert_filters').values(rows).execute();
  const placeRows = alertPlaceRows(places).map((row) => ({ search_id: searchId, ...row }));
  if (placeRows.length > 0) await transaction.insertInto('search_alert_places').values(placeRows).execute();
  const extraRows = alertExtraRows(filters).map((row) => ({ search_id: searchId, ...row }));
  if (extraRows.length > 0) await transaction.insertInto('search_alert_extras').values(extraRows).execute();
  const stockRows = alertStockRows(filters).map((row) => ({ search_id: searchId, ...row }));
  if (stockRows.length > 0) await transaction.insertInto('search_alert_stock').values(stockRows).execute();
}

async function apply(transaction: Tx, event: Handled): Promise<void> {
  switch (event.type) {
    case 'search.created.v1':
    case 'search.changed.v1':
      return fileFilters(transaction, event.data.searchId, event.data.filters, event.data.places);
    case 'search.deleted.v1':
      await forget(transaction, event.data.searchId);
      await transaction.deleteFrom('search_alerts').where('search_id', '=', event.data.searchId).execute();
      return;
    case 'search_alert.switched.v1': {
      const { searchId, userId, on, email } = event.data;
      if (!on) {
        await transaction
          .deleteFrom('search_alerts')
          .where('search_id', '=', searchId)
          .where('user_id', '=', userId)
          .execute();
        return;
      }
      await transaction
        .insertInto('search_alerts')
        .values({ search_id: searchId, user_id: userId, email })
        .onConflict((conflict) => conflict.columns(['search_id', 'user_id']).doUpdateSet({ email }))
        .execute();
      return;
    }
    case 'user.deleted.v1':
      await transaction.deleteFrom('search_alerts').where('user_id', '=', event.data.userId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`alerts projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

export const alertsProjection: Projection = {
  name: 'alerts',
  tables: ['search_alerts', 'search_alert_filters', 'search_alert_places', 'search_alert_extras', 'search_alert_stock'],
  handles: HANDLED,
  apply: (transaction, recorded: RecordedEvent) => apply(transaction, recorded as unknown as Handled),
};
