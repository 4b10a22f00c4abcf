// The live folder as other folders see it: what they may use of it.
export { type LiveGateway, startLiveGateway } from './liveGateway.ts';
export type { LeaderTask, LiveFacts, LiveParts, Log } from './liveParts.ts';
export { forgetGoneDevicesWith } from './push/goneDevices.ts';
export { notifyUsers } from './push/index.ts';
export { deliverPush, type PushMessage } from './push/pushDelivery.ts';
export type { LiveServer, SocketData } from './socketTypes.ts';
