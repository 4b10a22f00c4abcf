// What the app's assembly (app.ts) registers of the synchronizer: its routes and what it tells live.
export { synchronizerLiveFacts } from './live/synchronizerLiveFacts.ts';
export { registerSynchronizerRoutes } from './routes/synchronizerRoutes.ts';
