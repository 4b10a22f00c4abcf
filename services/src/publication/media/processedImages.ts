// Waits for a form's pictures: a file that is no picture answers 422 at `medias.<n>`, a picture
// that cannot shrink under the size limit answers 413. Nothing is stored here.
import { AVATAR_FORMAT_MESSAGE as IMAGE_FORMAT_MESSAGE } from '@app/contracts/account/profile';
import { DomainError } from '../../commands/index.ts';
import { PayloadTooLargeError } from '../../http/index.ts';
import type { ImageOutcome, ProcessedImage } from './publicationImage.ts';

export async function processedImages(outcomes: readonly Promise<ImageOutcome>[]): Promise<ProcessedImage[]> {
  const settled = await Promise.all(outcomes);
  const errors: Record<string, string[]> = {};
  const images: ProcessedImage[] = [];
  for (const [index, outcome] of settled.entries()) {
    if (outcome.kind === 'too_large') throw new PayloadTooLargeError();
    if (outcome.kind === 'not_an_image') errors[`medias.${index}`] = [IMAGE_FORMAT_MESSAGE];
    else images.push(outcome.image);
  }
  if (Object.keys(errors).length > 0) throw new DomainError('validation', IMAGE_FORMAT_MESSAGE, errors);
  return images;
}
