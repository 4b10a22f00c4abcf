// The seller's synchronizer calls (SPEC.md section 7, /account/synchronizer). Each write answers
// with the message to show and the synchronizer as it now stands.
import type { SynchronizerSetting, SynchronizerView } from '@app/contracts/synchronizer/api';
import { synchronizerEndpoints as endpoints } from '@app/contracts/synchronizer/endpoints';
import { type CallOptions, call } from '../api/client.ts';

export interface SynchronizerAnswer {
  message: string;
  data: SynchronizerView;
}

export async function loadSynchronizer(): Promise<SynchronizerView | null> {
  return (await call(endpoints.show)).data;
}

export const saveSynchronizer = (setting: SynchronizerSetting, options: CallOptions = {}) =>
  call(endpoints.save, { body: setting }, options);

export const requestSync = () => call(endpoints.requestSync);
export const approveRemovals = () => call(endpoints.approveRemovals);
export const rejectRemovals = () => call(endpoints.rejectRemovals);
export const restoreRemoved = (id: string) => call(endpoints.restore, { params: { id } });
export const deleteSynchronizer = () => call(endpoints.remove);
