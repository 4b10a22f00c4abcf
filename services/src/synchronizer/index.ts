// The synchronizer folder as other folders see it: what they may use of it.
export { deleteSynchronizerOf } from './running/deleteSynchronizerOf.ts';
export { SynchronizerWorker } from './running/synchronizerWorker.ts';
