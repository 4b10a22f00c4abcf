// The media folder as other folders see it: what they may use of it.
export { executeWithMedia, type SaveMedia } from './executeWithMedia.ts';
export { inImageQueue } from './imageQueue.ts';
export { isMediaKey, LocalMediaStorage, type MediaStorage, mediaUrl } from './mediaStorage.ts';
export type { Renditions } from './renditions.ts';
export { openUploadedImage } from './uploadedImage.ts';
