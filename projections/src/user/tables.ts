import type { Permission } from '@app/contracts';
import type { Generated } from 'kysely';
import type { JsonColumn } from '../json.ts';

export interface UserTables {
  users: {
    id: string;
    email: string;
    name: string;
    email_verified: boolean;
    is_premium: boolean;
    premium_until: Date | null;
    is_admin: boolean;
    permissions: JsonColumn<Permission[]>;
    created_at: Generated<Date>;
  };
}
