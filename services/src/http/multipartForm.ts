// Reads a multipart form as it arrives. Text parts (lists as repeated 'name[]' parts) pass the text
// rule every request obeys; files stream to a temporary folder, never whole into memory, under a
// per-file limit (UPLOAD_MAX_BYTES) and a per-request limit (MULTIPART_REQUEST_MAX_BYTES): past
// either the request answers 413. The caller discards the folder when it is done with the files.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_MESSAGES, REQUEST_TEXT_MAX } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../commands/index.ts';
import { refuseUnsafeText } from './textRule.ts';

/** Largest picture accepted before resizing: phone cameras take several megabytes. */
export const UPLOAD_MAX_BYTES = 12 * 1024 * 1024;
/** All the files of one request together: twenty phone pictures of about 3 MB fit. */
export const MULTIPART_REQUEST_MAX_BYTES = 64 * 1024 * 1024;
/** A text part's bytes: REQUEST_TEXT_MAX characters of up to four UTF-8 bytes each. */
const FIELD_MAX_BYTES = REQUEST_TEXT_MAX * 4;

export type TextParts = Record<string, string | string[]>;

export interface ReceivedFile {
  field: string;
  /** Where the file waits on disk until the form is discarded. */
  path: string;
}

export interface MultipartForm {
  text: TextParts;
  files: ReceivedFile[];
  /** Removes the received files. */
  discard(): Promise<void>;
}

export interface MultipartRules {
  /** File fields kept; files under other names are read and dropped. */
  fileFields: ReadonlySet<string>;
  maxFiles: number;
  maxFields: number;
  /** Called as each kept file has arrived, so its processing can overlap the rest of the body. */
  onFile?(file: ReceivedFile): void;
}

/** fastify's own shape for client errors: the error handler answers its status and message. */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(ERROR_MESSAGES.payloadTooLarge);
  }
}

function addTextPart(parts: TextParts, name: string, value: string): void {
  refuseUnsafeText({ [name.replace(/\[\]$/, '')]: value });
  if (!name.endsWith('[]')) {
    parts[name] = value;
    return;
  }
  const listName = name.slice(0, -2);
  const list = parts[listName];
  parts[listName] = Array.isArray(list) ? [...list, value] : [value];
}

/** Counts the bytes of every file of the request, failing the stream past the request limit. */
function requestBudget(): () => Transform {
  let received = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > MULTIPART_REQUEST_MAX_BYTES ? new PayloadTooLargeError() : null, chunk);
      },
    });
}

async function receiveParts(request: FastifyRequest, rules: MultipartRules, folder: string, form: MultipartForm) {
  const counted = requestBudget();
  const limits = {
    fileSize: UPLOAD_MAX_BYTES,
    files: rules.maxFiles,
    fields: rules.maxFields,
    fieldSize: FIELD_MAX_BYTES,
  };
  for await (const part of request.parts({ limits: { ...limits, parts: rules.maxFiles + rules.maxFields } })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw DomainError.invalidField(part.fieldname, ERROR_MESSAGES.payloadTooLarge);
      addTextPart(form.text, part.fieldname, String(part.value));
      continue;
    }
    const file = { field: part.fieldname, path: path.join(folder, String(form.files.length)) };
    await pipeline(part.file, counted(), createWriteStream(file.path));
    if (part.file.truncated) throw new PayloadTooLargeError();
    // Browsers send an empty file part when no file was chosen.
    const kept = rules.fileFields.has(part.fieldname) && (await stat(file.path)).size > 0;
    if (!kept) await rm(file.path);
    else {
      form.files.push(file);
      rules.onFile?.(file);
    }
  }
}

export async function readMultipartForm(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new DomainError('validation', ERROR_MESSAGES.malformedBody);
  const folder = await mkdtemp(path.join(tmpdir(), 'marketplace-upload-'));
  const form: MultipartForm = {
    text: {},
    files: [],
    discard: () => rm(folder, { recursive: true, force: true }),
  };
  try {
    await receiveParts(request, rules, folder, form);
    return form;
  } catch (error) {
    await form.discard();
    throw error;
  }
}
