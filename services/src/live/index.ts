// The live folder as other folders see it: what they may use of it.
export { type LiveGateway, startLiveGateway } from './liveGateway.ts';
export { notifyUsers } from './push/index.ts';
export type { LiveServer } from './socketTypes.ts';
