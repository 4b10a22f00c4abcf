// Reads a publication form's multipart body: text parts (lists as repeated 'name[]' parts) and the
// picture files `medias[]`. Each picture starts processing as soon as it has arrived, so decoding
// overlaps with receiving the rest of the body.
import { ERROR_MESSAGES, PUBLICATION_MEDIA_MAX } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../account/profile/avatarImage.ts';
import { DomainError } from '../../commands/domainError.ts';
import { type ImageOutcome, processPublicationImage } from '../media/publicationImage.ts';

export type TextParts = Record<string, string | string[]>;

export interface PublicationParts {
  text: TextParts;
  /** One per uploaded picture, in upload order; never rejects. */
  images: Promise<ImageOutcome>[];
}

const MEDIA_FIELDS = new Set(['medias[]', 'medias']);
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: PUBLICATION_MEDIA_MAX, fields: 300, parts: 330 };

function addTextPart(parts: TextParts, name: string, value: string): void {
  if (!name.endsWith('[]')) {
    parts[name] = value;
    return;
  }
  const listName = name.slice(0, -2);
  const list = parts[listName];
  parts[listName] = Array.isArray(list) ? [...list, value] : [value];
}

function startProcessing(bytes: Buffer): Promise<ImageOutcome> {
  return processPublicationImage(bytes).catch((): ImageOutcome => ({ kind: 'not_an_image' }));
}

export async function readPublicationParts(request: FastifyRequest): Promise<PublicationParts> {
  if (!request.isMultipart()) throw new DomainError('validation', ERROR_MESSAGES.malformedBody);
  const text: TextParts = {};
  const images: Promise<ImageOutcome>[] = [];
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // Browsers send an empty file part when no file was chosen.
      if (MEDIA_FIELDS.has(part.fieldname) && bytes.length > 0) images.push(startProcessing(bytes));
    } else {
      addTextPart(text, part.fieldname, String(part.value));
    }
  }
  return { text, images };
}
