export { DEMO_TYPES } from './../demo/demoCatalogue.ts';
export { prepareDemoRenditions } from './../demo/demoRenditions.ts';
export { DEMO_SELLERS } from './../demo/demoSellers.ts';
export { seedDemoCatalogue, seedDemoWorld } from './../demo/seedDemoWorld.ts';
export {
  type LoopbackPushService,
  startLoopbackPushService,
} from '../live/push/testing/loopbackPushService.ts';
export { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading } from './../live/testing.ts';
export { loopbackTestAllowance } from '../outboundFetch/testAllowance.ts';
export { formBody } from './../publication/testing/publicationWorld.ts';
export {
  BENCH_PLACES,
  generatePublications,
  publicationSeeds,
  seededRandom,
} from './../search/testing/searchCatalogueGenerator.ts';
export { addressAt, PLACES } from './../search/testing/searchCatalogueWorld.ts';
export { newGuestKey, type SearchBody } from './../search/testing/searchClient.ts';
export {
  type CatalogueIds,
  catalogueIds,
  type PublicationSeed,
  publicationEvents,
  seedSearchCatalogue,
} from './../search/testing/searchWorld.ts';
export { SynchronizerWorker } from '../synchronizer/running/synchronizerWorker.ts';
export { type FeedServer, startFeedServer } from '../synchronizer/testing/syncWorld.ts';
export { startDemoPlatform } from './demoWorldTemplate.ts';
export { solidBmp } from './images.ts';
export { type LiveServer, type LiveServerOptions, startLiveServer } from './liveServer.ts';
export { type LocalIdentityProvider, startLocalIdentityProvider } from './localIdentityProvider.ts';
export { type ProjectionTables, projectionTables } from './replayTwice.ts';
export { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher.ts';
export {
  bearer,
  openAccount,
  signInWithRights,
  startTestPlatform,
  type TestAccount,
  type TestPlatform,
} from './testPlatform.ts';
export { untilAnswersReady } from './untilAnswersReady.ts';
