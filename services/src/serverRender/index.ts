// The serverRender folder as other folders see it: what they may use of it.
export { serverPageRenderer } from './pageRenderer.ts';
