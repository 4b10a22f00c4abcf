// Where the per-account keys live: the personal_data_keys table, beside the read models and
// outside the event log. Keys found are cached for a minute (another instance may destroy one);
// a destroyed key is gone for good.
import { createHmac, randomBytes } from 'node:crypto';
import { BoundedMap } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';

const KEY_BYTES = 32;
const CACHE_MS = 60_000;
const CACHE_SIZE = 10_000;
/** The row whose key makes e-mail digests (reservations of an e-mail name it by digest only). */
const PLATFORM_KEY_ID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PersonalDataVault {
  /** The account's key, made on first use; null once destroyed. */
  keyFor(userId: string): Promise<Buffer | null>;
  /** The account's key if it exists and was not destroyed. */
  find(userId: string): Promise<Buffer | null>;
  /** Several accounts' keys at once (one query for those not cached); absent or destroyed: null. */
  findMany(userIds: readonly string[]): Promise<Map<string, Buffer | null>>;
  destroyKey(userId: string): Promise<void>;
  /** A keyed digest of an e-mail: names its reservation without storing it. */
  emailDigest(email: string): Promise<string>;
}

export function personalDataVault(db: ReadModelDatabase): PersonalDataVault {
  const cache = new BoundedMap<string, { key: Buffer | null; until: number }>(CACHE_SIZE);
  const remember = (userId: string, key: Buffer | null) => {
    cache.set(userId, { key, until: key ? Date.now() + CACHE_MS : Number.POSITIVE_INFINITY });
    return key;
  };
  const cached = (userId: string) => {
    const entry = cache.get(userId);
    return entry && entry.until > Date.now() ? entry : undefined;
  };
  const read = async (userId: string) => {
    const row = await db
      .selectFrom('personal_data_keys')
      .select('key')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row;
  };
  const vault: PersonalDataVault = {
    async find(userId) {
      const entry = cached(userId);
      if (entry) return entry.key;
      const row = await read(userId);
      return row ? remember(userId, row.key) : null;
    },
    async findMany(userIds) {
      const keys = new Map<string, Buffer | null>();
      const missing = userIds.filter((userId) => {
        if (!UUID.test(userId)) {
          keys.set(userId, null);
          return false;
        }
        const entry = cached(userId);
        if (entry) keys.set(userId, entry.key);
        return !entry;
      });
      if (missing.length === 0) return keys;
      const rows = await db
        .selectFrom('personal_data_keys')
        .select(['user_id', 'key'])
        .where('user_id', 'in', missing)
        .execute();
      for (const row of rows) keys.set(row.user_id, remember(row.user_id, row.key));
      for (const userId of missing) if (!keys.has(userId)) keys.set(userId, null);
      return keys;
    },
    async keyFor(userId) {
      const entry = cached(userId);
      if (entry) return entry.key;
      await db
        .insertInto('personal_data_keys')
        .values({ user_id: userId, key: randomBytes(KEY_BYTES), created_at: new Date(), destroyed_at: null })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return remember(userId, (await read(userId))?.key ?? null);
    },
    async destroyKey(userId) {
      await db
        .updateTable('personal_data_keys')
        .set({ key: null, destroyed_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
      remember(userId, null);
    },
    async emailDigest(email) {
      const key = await vault.keyFor(PLATFORM_KEY_ID);
      if (!key) throw new Error('the e-mail digest key was destroyed');
      return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
    },
  };
  return vault;
}
