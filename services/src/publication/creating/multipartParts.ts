// Reads a publication form's multipart body: text parts (lists as repeated 'name[]' parts) and the
// picture files `medias[]`. Each picture starts processing (in the process-wide image queue) as
// soon as it has arrived, so decoding overlaps with receiving the rest of the body.
import { readFile } from 'node:fs/promises';
import { PUBLICATION_MEDIA_MAX } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readMultipartForm, type TextParts } from '../../http/index.ts';
import { inImageQueue } from '../../media/index.ts';
import { type ImageOutcome, processPublicationImage } from '../media/publicationImage.ts';

export interface PublicationParts {
  text: TextParts;
  /** One per uploaded picture, in upload order; never rejects. */
  images: Promise<ImageOutcome>[];
  /** Removes the received files once the pictures are processed. */
  discard: MultipartForm['discard'];
}

const MEDIA_FIELDS = new Set(['medias[]', 'medias']);

function startProcessing(file: string): Promise<ImageOutcome> {
  return inImageQueue(async () => processPublicationImage(await readFile(file))).catch(
    (): ImageOutcome => ({ kind: 'not_an_image' }),
  );
}

export async function readPublicationParts(request: FastifyRequest): Promise<PublicationParts> {
  const images: Promise<ImageOutcome>[] = [];
  const form = await readMultipartForm(request, {
    fileFields: MEDIA_FIELDS,
    maxFiles: PUBLICATION_MEDIA_MAX,
    maxFields: 300,
    onFile: (file) => images.push(startProcessing(file.path)),
  });
  const discard = async () => {
    await Promise.all(images);
    await form.discard();
  };
  return { text: form.text, images, discard };
}
