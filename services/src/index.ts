// What the platform offers the tools beside it (benchmarks, load and crash tests): starting it, its
// parts and the commands they seed with.
export { listUsers, registerUser, startSession, userDecider, userStream } from './account/index.ts';
export { AlertIndex, percolate } from './alerts/index.ts';
export { buildApp } from './app.ts';
export { systemContext } from './commands/index.ts';
export { type AppConfig, loadConfig } from './config.ts';
export { runGroupCommand } from './group/index.ts';
export { webPushSender } from './live/ports.ts';
export { DevelopmentOutbox } from './mail/index.ts';
export { LocalMediaStorage } from './media/index.ts';
export type { LagListener } from './metrics/index.ts';
export { micrositeOfHost } from './microsite/index.ts';
export type { OutboundPolicy } from './outboundFetch/index.ts';
export { isLoopbackAddress, isPublicAddress, systemResolve } from './outboundFetch/index.ts';
export { REPOSITORY_ROOT, WEB_DIST } from './paths.ts';
export { execute, type Platform, readModelsCaughtUp } from './platform.ts';
export { publicationStream } from './publication/index.ts';
export { loadSearchCatalogue } from './search/index.ts';
export { type RunningPlatform, startPlatform } from './startPlatform.ts';
export { exportSource, sourceReport } from './statistics/index.ts';
export { SynchronizerWorker } from './synchronizer/index.ts';
