// 'Avisame cuando haya': the draft saved as a search of the person's, with instant alerts on
// (services/src/alerts: pushes on their devices as soon as a publication it finds appears).
// Alerts are an account's: a visitor is asked to identify first, then taps again.
import { searchAlertEndpoints } from '@app/contracts/search/alerts';
import { LOOSENING_MESSAGES } from '@app/contracts/search/loosening';
import type { Search } from '@app/contracts/search/search';
import { requireIdentity } from '../../account/identify/requireIdentity.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { callSearch } from '../api/searchClient.ts';

/** Not worded by SPEC.md: why identification opened. */
export const ALERT_IDENTIFY_SUBTITLE = 'Para avisarte cuando haya publicaciones';

/** True once saved with alerts on; false when identification opened instead. */
export async function alertWhenFound(save: () => Promise<Search>): Promise<boolean> {
  if (!requireIdentity({}, ALERT_IDENTIFY_SUBTITLE)) return false;
  const search = await save();
  await callSearch(searchAlertEndpoints.save, { params: { uuid: search.uuid }, body: { on: true, email: false } });
  notifySuccess(LOOSENING_MESSAGES.alertSaved);
  return true;
}
