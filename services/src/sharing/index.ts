// The sharing folder as other folders see it: what they may use of it.

export { registerCardImageRoute } from './cardImageRoute.ts';
export { linkPreviewHead, registerSharingRoutes } from './routes.ts';
