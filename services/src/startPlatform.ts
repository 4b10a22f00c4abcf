// Connects the event store and read models, migrates, and starts the projections.
import path from 'node:path';
import { type EventStore, KurrentEventStore, PostgresEventStore } from '@app/eventstore';
import {
  connectReadModels,
  migrateReadModels,
  PROJECTIONS,
  ProjectedRowCache,
  ProjectionRunner,
} from '@app/projections';
import { forgetGoneDevice } from './account/index.ts';
import { systemClock } from './clock.ts';
import { StreamQueue } from './commands/index.ts';
import type { AppConfig } from './config.ts';
import { forgetGoneDevicesWith } from './live/index.ts';
import { webPushSender } from './live/ports.ts';
import type { Mailer } from './mail/index.ts';
import { DevelopmentOutbox, SmtpMailer } from './mail/index.ts';
import { LocalMediaStorage } from './media/ports.ts';
import { type LagListener, MeasuredEventStore, recordProjectionLag } from './metrics/index.ts';
import { PUBLIC_INTERNET } from './outboundFetch/index.ts';
import { REPOSITORY_ROOT } from './paths.ts';
import { personalDataVault, ShreddingEventStore } from './personalData/index.ts';
import type { Platform, PlatformParts } from './platform.ts';
import { PublicationRenditions } from './publication/index.ts';

export interface RunningPlatform extends Platform {
  stop(): Promise<void>;
}

function defaultMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new DevelopmentOutbox((line) => console.log(line));
}

export async function startPlatform(
  config: AppConfig,
  databaseUrl: string,
  log: (message: string, error?: unknown) => void = () => {},
  parts: Partial<PlatformParts> = {},
  onLag?: LagListener,
): Promise<RunningPlatform> {
  // Live's pushes forget a device its push service no longer knows through account's command.
  forgetGoneDevicesWith(forgetGoneDevice);
  const db = connectReadModels(databaseUrl);
  await migrateReadModels(db);
  const personalData = personalDataVault(db);
  const engine = config.eventStoreUrl
    ? await KurrentEventStore.connect({ connectionString: config.eventStoreUrl })
    : await PostgresEventStore.connect({ connectionString: databaseUrl });
  const store: EventStore = new MeasuredEventStore(new ShreddingEventStore(engine, personalData));
  const onApplied = recordProjectionLag(onLag);
  const runner = new ProjectionRunner(PROJECTIONS, store, db, {
    connectionString: databaseUrl,
    writeBehind: config.projectionWriteBehind,
    log,
    onApplied,
  });
  // ROLE=api leaves the projections to a worker; its runner only waits for their checkpoints.
  if (config.role !== 'api') await runner.start();
  const mailer = parts.mailer ?? defaultMailer(config);
  const media = parts.media ?? new LocalMediaStorage(path.resolve(REPOSITORY_ROOT, config.dataDirectory, 'media'));
  return {
    config,
    databaseUrl,
    store,
    streamQueue: new StreamQueue(),
    db,
    runner,
    projectedRows: new ProjectedRowCache(db, runner),
    personalData,
    clock: parts.clock ?? systemClock,
    mailer,
    outbound: parts.outbound ?? PUBLIC_INTERNET,
    push: parts.push === undefined ? webPushSender(config.vapid) : parts.push,
    media,
    renditions: new PublicationRenditions(media),
    async stop() {
      await runner.stop();
      await mailer.close();
      await store.close();
      await db.destroy();
    },
  };
}
