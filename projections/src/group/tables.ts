export interface GroupTables {
  /** Live groups; a deleted group has no row (nor members, pins or pending invitations). */
  groups: {
    id: string;
    name: string;
    description: string | null;
    logo_url: string | null;
    public: boolean;
    discoverable: boolean;
    address_title: string | null;
    latitude: number | null;
    longitude: number | null;
    creator_id: string;
    users_count: number;
    created_at: Date;
    updated_at: Date;
  };
  group_members: {
    group_id: string;
    user_id: string;
    admin: boolean;
    invited_by: string | null;
    joined_at: Date;
  };
  /** One row per member who pinned a search of the group. */
  group_search_pins: {
    group_id: string;
    search_id: string;
    user_id: string;
    pinned_at: Date;
  };
  /** When each search was last published to its group (the group searches' order and time filter). */
  group_search_publications: {
    search_id: string;
    published_at: Date;
  };
  invitations: {
    id: string;
    group_id: string;
    issued_by: string;
    rules: string[];
    status: 'pending' | 'accepted' | 'rejected' | 'revoked';
    used_by: string | null;
    expires_at: Date;
    created_at: Date;
    used_at: Date | null;
  };
}
