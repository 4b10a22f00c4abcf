export {
  type LoopbackPushService,
  startLoopbackPushService,
} from '../live/push/testing/loopbackPushService.ts';
export { solidBmp } from './images.ts';
export { type LiveServer, type LiveServerOptions, startLiveServer } from './liveServer.ts';
export { type LocalIdentityProvider, startLocalIdentityProvider } from './localIdentityProvider.ts';
export { type ProjectionTables, projectionTables } from './replayTwice.ts';
export { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher.ts';
export { bearer, startTestPlatform, type TestPlatform } from './testPlatform.ts';
