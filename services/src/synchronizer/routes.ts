// The synchronizer's HTTP entry, registered by the app's assembly (app.ts).
export { registerSynchronizerRoutes } from './routes/synchronizerRoutes.ts';
