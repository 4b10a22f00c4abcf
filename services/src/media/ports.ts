// What media offers the platform itself (platform.ts, startPlatform.ts): the storage and the
// renditions port, which use no Platform, so the platform can hold them without depending on media.
export { LocalMediaStorage, type MediaStorage } from './mediaStorage.ts';
export type { Renditions } from './renditions.ts';
