import type { ExtraInput, TypeField } from '@app/contracts';
import type { Generated } from 'kysely';
import type { JsonColumn } from '../json.ts';

export interface CatalogueTables {
  publication_types: {
    id: string;
    slug: string;
    icon: string | null;
    title: string;
    fields: JsonColumn<TypeField[]>;
    extra_ids: JsonColumn<string[]>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  categories: {
    id: string;
    type_id: string;
    name: string;
    slug: string;
    icon: string | null;
    created_at: Generated<Date>;
  };
  extras: {
    id: string;
    slug: string;
    title: string;
    translations: JsonColumn<ExtraInput['translations']>;
    config: JsonColumn<ExtraInput['config']>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}
