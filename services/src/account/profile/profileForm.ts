// Reads POST /api/user's multipart body: text parts (lists as repeated 'name[]' parts) and the
// optional `avatar` file, validated with the contract's schema before anything is stored.
import { ERROR_MESSAGES, fieldErrors } from '@app/contracts';
import { profileUpdateSchema } from '@app/contracts/account/profile';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../../commands/domainError.ts';

export interface ProfileForm {
  profile: z.output<typeof profileUpdateSchema>;
  /** null: no new picture. */
  avatar: Buffer | null;
}

type TextParts = Record<string, string | string[]>;

function addTextPart(parts: TextParts, name: string, value: string): void {
  if (!name.endsWith('[]')) {
    parts[name] = value;
    return;
  }
  const listName = name.slice(0, -2);
  const list = parts[listName];
  parts[listName] = Array.isArray(list) ? [...list, value] : [value];
}

async function readParts(request: FastifyRequest): Promise<{ text: TextParts; avatar: Buffer | null }> {
  if (!request.isMultipart()) throw new DomainError('validation', ERROR_MESSAGES.malformedBody);
  const text: TextParts = {};
  let avatar: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // Browsers send an empty file part when no file was chosen.
      if (part.fieldname === 'avatar' && bytes.length > 0) avatar = bytes;
    } else {
      addTextPart(text, part.fieldname, String(part.value));
    }
  }
  return { text, avatar };
}

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const { text, avatar } = await readParts(request);
  const parsed = profileUpdateSchema.safeParse({
    name: text.name,
    phone: text.phone,
    contact_types: text.contact_types ?? [],
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new DomainError('validation', Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES.generic, errors);
  }
  return { profile: parsed.data, avatar };
}
