// Saving the publication form (create or change): every rule is decided before a picture is
// stored, so a refused form stores nothing; then the pictures are stored and the command runs,
// and a command that is not recorded takes the pictures it stored with it (executeWithMedia).
import { randomUUID } from 'node:crypto';
import { type CommandContext, decideOnly } from '../../commands/index.ts';
import { executeWithMedia, type SaveMedia } from '../../media/index.ts';
import type { Platform } from '../../platform.ts';
import type { NewMedia } from '../media/mediaPlan.ts';
import { processedImages } from '../media/processedImages.ts';
import { storePublicationImages } from '../media/storedMedia.ts';
import { publicationStream } from '../publication.ts';
import { type PublicationActor, type PublicationCommand, publicationDecider } from '../publicationDecider.ts';
import { loadTypeCatalogue } from '../validation/typeCatalogueQuery.ts';
import type { PublicationParts } from './multipartParts.ts';
import { parsePublicationInput } from './publicationInput.ts';

type FormCommand = Extract<PublicationCommand, { type: 'create' | 'change' }>;

/** Stands in for an upload while deciding: the decision depends on how many there are, not on their bytes. */
const pendingUpload = (): NewMedia => ({
  id: randomUUID(),
  location: 'publications',
  file: 'pending.jpg',
  info: { color: '#000000', width: 1, height: 1 },
});

export interface PublicationFormSave {
  publicationId: string;
  /** 'create' for a new publication, 'change' for one the caller checked is theirs. */
  mode: FormCommand['type'];
  actor: PublicationActor;
  parts: PublicationParts;
}

export async function savePublicationForm(
  platform: Platform,
  save: PublicationFormSave,
  context: CommandContext,
): Promise<void> {
  const { publicationId, actor, parts } = save;
  const input = parsePublicationInput(parts.text);
  const catalogue = await loadTypeCatalogue(platform.db, input.type_id, actor.userId);
  const stream = publicationStream(publicationId);
  const command = (uploads: NewMedia[]): FormCommand =>
    save.mode === 'change'
      ? { type: 'change', actor, input, catalogue, uploads }
      : { type: 'create', publicationId, actor, input, catalogue, uploads };
  // Every rule is decided before a picture is stored: a refused form stores nothing.
  await decideOnly(platform.store, stream, publicationDecider, command(parts.images.map(pendingUpload)));
  const images = await processedImages(parts.images);
  let stored: NewMedia[] = [];
  const store = async (save: SaveMedia) => {
    stored = await storePublicationImages(save, publicationId, images);
    return stored;
  };
  const outcome = await executeWithMedia(
    platform,
    { stream, decider: publicationDecider, store, commandOf: command },
    context,
  );
  if (outcome.checkpoint) void platform.renditions.prepare(stored.map((media) => media.file));
}
