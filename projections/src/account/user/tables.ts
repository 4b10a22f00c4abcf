import type { Permission } from '@app/contracts';
import type { ContactType, UserConfigOption } from '@app/contracts/account/user';
import type { Generated } from 'kysely';
import type { JsonColumn } from '../../json.ts';

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
    slug: string | null;
    phone: string | null;
    avatar_url: string | null;
    has_stat: Generated<boolean>;
    contact_types: JsonColumn<ContactType[]>;
    notification_types: JsonColumn<string[]>;
    notification_channels: JsonColumn<string[]>;
    /** 'site-{micrositeId}' (or 'site-0') → push token. */
    notification_push_identifiers: JsonColumn<Record<string, string>>;
    config: JsonColumn<UserConfigOption[]>;
    deleted_at: Date | null;
  };
}
