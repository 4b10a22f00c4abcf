import type { MicrositeSettings, MicrositeStatus, MicrositeStyle } from '@app/contracts';
import type { JsonColumn } from '../json.ts';

export interface MicrositeTables {
  /** Live microsites; a deleted one has no row (nor users). */
  microsites: {
    id: string;
    name: string;
    /** Normalised (lowercase, no port, punycode): what requests are matched on. */
    host: string;
    status: MicrositeStatus;
    style: JsonColumn<MicrositeStyle>;
    settings: JsonColumn<MicrositeSettings>;
    logo_main_url: string | null;
    logo_secondary_url: string | null;
    logo_square_url: string | null;
    default_user_id: string | null;
    users_count: number;
    created_at: Date;
    updated_at: Date;
  };
  microsite_users: {
    microsite_id: string;
    user_id: string;
    added_at: Date;
  };
}
