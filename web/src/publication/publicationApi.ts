// The seller's publication calls (SPEC.md section 7, "Account publication"). Every write refreshes
// the profile (its publication counts) and tells the screens that show publications.
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import { type CallOptions, call } from '../api/client.ts';
import { loadCurrentUser } from '../session/sessionActions.ts';
import type { PublicationFormValues, PublicationInputBody } from './form/publicationFormModel.ts';
import { newImageFiles } from './images/imageList.ts';
import { publicationsChanged } from './publicationChanges.ts';

function afterWrite(): void {
  publicationsChanged();
  void loadCurrentUser();
}

/** Creates (no id) or updates a publication with its new image files; resolves with it as stored. */
export async function savePublication(
  id: string | null,
  input: PublicationInputBody,
  images: PublicationFormValues['images'],
  options: CallOptions = {},
): Promise<Publication> {
  const request = { body: { data: input }, files: { medias: newImageFiles(images) } };
  const { data } = id
    ? await call(endpoints.updatePublication, { ...request, params: { id } }, options)
    : await call(endpoints.createPublication, request, options);
  afterWrite();
  return data;
}

export async function deletePublication(id: string): Promise<void> {
  await call(endpoints.deletePublication, { params: { id } });
  afterWrite();
}

export async function setPublicationPriority(
  id: string,
  priority: string | null,
  description: string,
  options: CallOptions = {},
): Promise<Publication> {
  const body = { priority, priority_description: priority ? description.trim() || null : null };
  const { data } = await call(endpoints.setPriority, { params: { id }, body }, options);
  afterWrite();
  return data;
}
