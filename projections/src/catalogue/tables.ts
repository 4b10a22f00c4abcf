import type { ExtraInput, TypeField } from '@app/contracts';
import type { Generated } from 'kysely';

export interface CatalogueTables {
  publication_types: {
    id: string;
    slug: string;
    icon: string | null;
    title: string;
    fields: TypeField[];
    extra_ids: string[];
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
    translations: ExtraInput['translations'];
    config: ExtraInput['config'];
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}
