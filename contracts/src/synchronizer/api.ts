// /api/account/synchronizer (SPEC.md section 7): GET; PUT {type, config}; POST /sync; DELETE. The
// held removals and 'Deshacer' routes beside them are ours.
import { z } from 'zod';

export const SYNCHRONIZER_TYPES = ['json', 'scraping', 'api'] as const;
/** Hours between scheduled runs unless SYNC_INTERVAL_HOURS says otherwise. */
export const DEFAULT_SYNC_INTERVAL_HOURS = 6;
/** A run under this share of the last good run's items holds its removals. */
export const SAFE_RUN_SHARE = 0.7;
/** Consecutive good runs an item must be missing from before it is removed. */
export const MISSES_BEFORE_REMOVAL = 3;

export const synchronizerSettingSchema = z.object({
  type: z.enum(SYNCHRONIZER_TYPES),
  config: z.record(z.string(), z.unknown()).default({}),
});
export type SynchronizerSetting = z.infer<typeof synchronizerSettingSchema>;

export const jsonFeedConfigSchema = z.object({ url: z.url().max(2_000) });

/** The password may be left out when changing a saved scraping synchronizer: the stored one stays. */
export const scrapingConfigSchema = z.object({
  service: z.literal('octoparse'),
  username: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255).optional(),
  taskId: z.string().trim().min(1).max(255),
});

const publicationReferenceSchema = z.object({ id: z.uuid(), title: z.string() });

export const synchronizerRunSchema = z.object({
  id: z.uuid(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  outcome: z.enum(['running', 'good', 'partial', 'empty', 'failed', 'postponed']),
  reason: z.string().nullable(),
  item_count: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  held: z.number().int(),
  skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
});
export type SynchronizerRun = z.infer<typeof synchronizerRunSchema>;

export const synchronizerViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(['json', 'scraping']),
  /** JSON: {url}; scraping: {service, username, taskId} (the password is never sent back). */
  config: z.record(z.string(), z.string()),
  /** When the last run finished (ISO); null while the first is still to run. */
  sync_on: z.string().nullable(),
  /** A run is requested or running: 'Sincronización próxima a ejecutarse'. */
  pending: z.boolean(),
  runs: z.array(synchronizerRunSchema),
  held: z.array(publicationReferenceSchema),
  removed: z.array(publicationReferenceSchema),
});
export type SynchronizerView = z.infer<typeof synchronizerViewSchema>;

export const synchronizerResponseSchema = z.object({ data: synchronizerViewSchema.nullable() });
export const synchronizerSavedSchema = z.object({ message: z.string(), data: synchronizerViewSchema });

/** To `user:{id}` when a run ends: the outcome and the sentence shown. */
export const SYNCHRONIZATION_SOCKET_EVENT = 'user:synchronization';
export const synchronizationMessageSchema = z.object({
  run_id: z.uuid(),
  outcome: z.enum(['good', 'partial', 'empty', 'failed', 'postponed']),
  message: z.string(),
});
export type SynchronizationMessage = z.infer<typeof synchronizationMessageSchema>;
