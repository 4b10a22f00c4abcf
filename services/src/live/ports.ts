// What live offers the platform itself (platform.ts, config.ts, startPlatform.ts): the web push
// sender and its keys, which use no Platform, so the platform can hold them without depending on live.
export { type PushSender, webPushSender } from './push/pushSender.ts';
export { localVapidKeys, type VapidKeys } from './push/vapidKeys.ts';
