export interface PersonalDataTables {
  /**
   * One encryption key per account for the personal fields of its events (crypto-shredding,
   * docs/decisions/user-deletion.md). Not a projection: replays never touch it, and deleting an
   * account sets `key` to null for good. The nil id holds the platform's e-mail digest key.
   */
  personal_data_keys: {
    user_id: string;
    key: Buffer | null;
    created_at: Date;
    destroyed_at: Date | null;
  };
}
