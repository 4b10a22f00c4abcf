import { IMAGE } from '@app/contracts/limits';
import type { Media } from '@app/contracts/publication/publication';

/** A card shows at most five images, in the publication's order (SPEC.md section 9). */
export function cardImages(medias: readonly Media[], limit: number = IMAGE.cardMaxImages): Media[] {
  return [...medias].sort((first, second) => first.number - second.number).slice(0, limit);
}
