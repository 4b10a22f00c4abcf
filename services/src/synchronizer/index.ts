// The synchronizer folder as other folders see it: what they may use of it.
export { emitSynchronizationMessage, SYNCHRONIZER_LIVE_EVENT_TYPES } from './live/synchronizerLiveMessages.ts';
export { pushSynchronizations } from './live/synchronizerPushes.ts';
export { deleteSynchronizerOf } from './running/deleteSynchronizerOf.ts';
export { SynchronizerWorker } from './running/synchronizerWorker.ts';
