import type { ColumnType } from 'kysely';

/** A jsonb column: read as T, written as its JSON text (node-pg would send arrays as SQL arrays). */
export type JsonColumn<T> = ColumnType<T, string, string>;

export function toJson<T>(value: T): string {
  return JSON.stringify(value);
}
