// The publication types every page's configuration inlines: three queries per page otherwise. Where
// the catalogue's projection runs they are cached until it applies a change (readProjected);
// elsewhere (ROLE=api) they are read at most once a second (readRecent), as the search catalogue is.
import type { Configuration } from '@app/contracts';
import { cachesProjected, projectedRows, type ReadModels, readProjected, readRecent } from '@app/projections';
import { loadPublicationTypes } from './publicationTypes.ts';

const TYPES_FRESH_MS = 1_000;

const PUBLICATION_TYPES = projectedRows<Configuration['types']>('publication_types', 'extras', 'categories');

export async function currentPublicationTypes(
  readModels: ReadModels,
  now = Date.now(),
): Promise<Configuration['types']> {
  const load = () => loadPublicationTypes(readModels.db);
  if (!cachesProjected(readModels, PUBLICATION_TYPES)) {
    return readRecent(readModels, 'configuration-types', TYPES_FRESH_MS, now, load);
  }
  const types = await readProjected(readModels, PUBLICATION_TYPES, 'types', load);
  return types!;
}
