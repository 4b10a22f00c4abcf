// Reads the admin microsite form (POST multipart, `_method=PUT` for an update): the text parts
// (`style` and `settings` as JSON texts) validated, and the three logos made images before
// anything is stored.
import {
  ERROR_MESSAGES,
  fieldErrors,
  MICROSITE_LOGOS,
  type MicrositeInput,
  micrositeInputSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../commands/index.ts';
import { readMultipartForm } from '../../http/index.ts';
import { type LogoImage, toLogoImage } from '../logos/micrositeLogos.ts';

export interface MicrositeForm {
  input: MicrositeInput;
  /** The logos sent with this request; the others stay as they were. */
  logos: LogoImage[];
}

const LOGO_FIELDS = MICROSITE_LOGOS.map((logo) => `logo_${logo}` as const);
const FORM_RULES = { fileFields: new Set<string>(LOGO_FIELDS), maxFiles: 3, maxFields: 10 };

function jsonPart(value: unknown, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw DomainError.invalidField(field, ERROR_MESSAGES.malformedBody);
  }
}

export async function readMicrositeForm(request: FastifyRequest): Promise<MicrositeForm> {
  const form = await readMultipartForm(request, FORM_RULES);
  try {
    const parsed = micrositeInputSchema.safeParse({
      name: form.text.name,
      host: form.text.host,
      status: form.text.status || undefined,
      style: jsonPart(form.text.style, 'style'),
      settings: jsonPart(form.text.settings, 'settings'),
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new DomainError('validation', Object.values(errors)[0]?.[0] ?? ERROR_MESSAGES.generic, errors);
    }
    const logos = await Promise.all(
      form.files.map((file) => toLogoImage(MICROSITE_LOGOS[LOGO_FIELDS.indexOf(file.field as never)]!, file.path)),
    );
    return { input: parsed.data, logos };
  } finally {
    await form.discard();
  }
}
