// Reads POST /api/user's multipart body: text parts (lists as repeated 'name[]' parts) and the
// optional `avatar` file (made an avatar in the image queue), validated before anything is stored.
import { readFile } from 'node:fs/promises';
import { ERROR_MESSAGES, fieldErrors } from '@app/contracts';
import { profileUpdateSchema } from '@app/contracts/account/profile';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { readMultipartForm } from '../../http/index.ts';
import { inImageQueue } from '../../media/index.ts';
import { toAvatarImage } from './avatarImage.ts';

export interface ProfileForm {
  profile: z.output<typeof profileUpdateSchema>;
  /** The received picture, already made an avatar (toAvatarImage); null: no new picture. */
  avatar: Buffer | null;
}

const PROFILE_RULES = { fileFields: new Set(['avatar']), maxFiles: 1, maxFields: 20 };

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form = await readMultipartForm(request, PROFILE_RULES);
  try {
    const parsed = profileUpdateSchema.safeParse({
      name: form.text.name,
      phone: form.text.phone,
      contact_types: form.text.contact_types ?? [],
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new DomainError('validation', Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES.generic, errors);
    }
    const [file] = form.files;
    const avatar = file ? await inImageQueue(async () => toAvatarImage(await readFile(file.path))) : null;
    return { profile: parsed.data, avatar };
  } finally {
    await form.discard();
  }
}
