// /api/admin/promocode: list, show, create, change and delete promotional codes (permission promocodes).
import {
  PROMOCODE_MESSAGES,
  type PromocodeInput,
  type PromocodeRow,
  promocodeInputSchema,
  promocodeRowSchema,
} from '@app/contracts/account/promocode';
import type { AdminResource } from '../../http/index.ts';
import { foldedContains } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { type PromocodeCommand, promocodeDecider, promocodeStream } from './promocode.ts';

type Resource = AdminResource<PromocodeInput, PromocodeRow, PromocodeCommand, Record<string, never>>;

export const PROMOCODE_RESERVATION = 'promocode';

const columns = [
  'id',
  'code',
  'discount',
  'remaining',
  'applies_for',
  'valid_from',
  'valid_to',
  'granted_months',
  'created_at',
] as const;

function selectPromocodes(platform: Platform) {
  return platform.db.selectFrom('promocodes').select(columns);
}

type StoredPromocode = Awaited<ReturnType<ReturnType<typeof selectPromocodes>['executeTakeFirstOrThrow']>>;

function toRow(row: StoredPromocode): PromocodeRow {
  return {
    id: row.id,
    code: row.code,
    discount: row.discount,
    remaining: row.remaining,
    applies_for: row.applies_for,
    valid_from: row.valid_from?.toISOString() ?? null,
    valid_to: row.valid_to?.toISOString() ?? null,
    config: { granted_months: row.granted_months },
    created_at: row.created_at.toISOString(),
  };
}

export function promocodeResource(platform: Platform): Resource {
  return {
    path: '/admin/promocode',
    permission: 'promocodes',
    inputSchema: promocodeInputSchema,
    rowSchema: promocodeRowSchema,
    listFilters: {},
    stream: promocodeStream,
    decider: promocodeDecider as Resource['decider'],
    toCommand: async (action) => action,
    async list(query) {
      const filtered = platform.db
        .selectFrom('promocodes')
        .$if(Boolean(query.search), (builder) => builder.where(foldedContains('code', query.search ?? '')));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('code')
        .limit(query.take)
        .offset((query.page - 1) * query.take)
        .execute();
      return { rows: rows.map(toRow), total: Number(total) };
    },
    async find(id) {
      const row = await selectPromocodes(platform).where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },
    unique: {
      kind: PROMOCODE_RESERVATION,
      field: 'code',
      takenMessage: PROMOCODE_MESSAGES.taken,
      valueOf: (input) => input.code,
      current: (row) => row.code,
    },
    messages: PROMOCODE_MESSAGES,
  };
}
