// What a publication is checked against: its type's fields, extras and the categories its creator
// may choose. Loaded from the read models by the command handlers; a plain value for the decider.
import type { ExtraInput, TypeField } from '@app/contracts';

export interface ExtraDefinition {
  slug: string;
  title: string;
  config: ExtraInput['config'];
}

export interface TypeCatalogue {
  typeId: string;
  fields: readonly TypeField[];
  /** In form order. */
  extras: readonly ExtraDefinition[];
  /** The type's catalogue categories and the creator's own categories of the type. */
  categoryIds: ReadonlySet<string>;
}
