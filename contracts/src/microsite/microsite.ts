// Microsites (SPEC.md section 3 "Microsite"): a brand's own site on its own host, with logos, a
// theme and settings, showing its users' shareable publications.
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { MICROSITE_FONTS, type MicrositeFont } from './fonts.ts';
import { normaliseHost } from './host.ts';
import { MICROSITE_MESSAGES } from './messages.ts';

/** pending: created, not shown yet; active: its host shows it; inactive: switched off. Only active hosts serve the site. */
export const MICROSITE_STATUSES = ['pending', 'active', 'inactive'] as const;
export type MicrositeStatus = (typeof MICROSITE_STATUSES)[number];
export const MICROSITE_STATUS_TITLES: Record<MicrositeStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  inactive: 'Inactivo',
};

export const MICROSITE_LOGOS = ['main', 'secondary', 'square'] as const;
export type MicrositeLogo = (typeof MICROSITE_LOGOS)[number];

export const MICROSITE_RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export { MICROSITE_FONTS, type MicrositeFont };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The theme values a microsite sets (the Mantine theme is built from them): the primary colour,
 * which of its ten shades fills buttons (0 lightest … 9 darkest), the corner radius and the font.
 */
export const micrositeStyleSchema = z.object({
  primary_color: z
    .string()
    .regex(HEX_COLOUR, MICROSITE_MESSAGES.style)
    .transform((colour) => colour.toLowerCase()),
  primary_shade: z.number().int().min(0).max(9).default(6),
  radius: z.enum(MICROSITE_RADII).default('md'),
  font: z.enum(Object.keys(MICROSITE_FONTS) as [MicrositeFont, ...MicrositeFont[]]).default('system'),
});
export type MicrositeStyle = z.output<typeof micrositeStyleSchema>;
export const DEFAULT_MICROSITE_STYLE: MicrositeStyle = {
  primary_color: '#6741d9',
  primary_shade: 6,
  radius: 'md',
  font: 'system',
};

export const micrositeSettingsSchema = z.object({
  /** The interacting accounts (users) section is shown. */
  users: z.boolean().default(false),
  /** The groups sections are shown. */
  groups: z.boolean().default(false),
});
export type MicrositeSettings = z.output<typeof micrositeSettingsSchema>;

export const hostSchema = z
  .string()
  .max(300, MICROSITE_MESSAGES.invalidHost)
  .transform((value, context) => {
    const host = normaliseHost(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: MICROSITE_MESSAGES.invalidHost });
      return z.NEVER;
    }
    return host;
  });

/** The text parts of the admin form (POST multipart; `style` and `settings` as JSON texts). */
export const micrositeInputSchema = z.object({
  name: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(TEXT_LENGTH.name.min, VALIDATION_MESSAGES.minLength(TEXT_LENGTH.name.min))
    .max(TEXT_LENGTH.name.max, VALIDATION_MESSAGES.maxLength(TEXT_LENGTH.name.max)),
  host: hostSchema,
  status: z.enum(MICROSITE_STATUSES).default('pending'),
  style: micrositeStyleSchema.default(DEFAULT_MICROSITE_STYLE),
  settings: micrositeSettingsSchema.default({ users: false, groups: false }),
});
export type MicrositeInput = z.output<typeof micrositeInputSchema>;

const logoUrls = {
  logo_main_url: z.string().nullable(),
  logo_secondary_url: z.string().nullable(),
  logo_square_url: z.string().nullable(),
};

export const micrositeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  host: z.string(),
  status: z.enum(MICROSITE_STATUSES),
  style: micrositeStyleSchema,
  settings: micrositeSettingsSchema,
  ...logoUrls,
  default_user_id: z.uuid().nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type Microsite = z.infer<typeof micrositeSchema>;

export const micrositeUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_premium: z.boolean(),
  default: z.boolean(),
});
export type MicrositeUser = z.infer<typeof micrositeUserSchema>;

export const micrositeUserAddSchema = z.object({ user_id: z.uuid({ error: VALIDATION_MESSAGES.invalid }) });
export const micrositeUserChangeSchema = z.object({ default: z.boolean() });

/** The microsite a host serves, as GET /api/configuration carries it (null on the main platform). */
export const siteMicrositeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  host: z.string(),
  style: micrositeStyleSchema,
  settings: micrositeSettingsSchema,
  ...logoUrls,
  default_user: z
    .object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), avatar_url: z.string().nullable() })
    .nullable(),
});
export type SiteMicrosite = z.infer<typeof siteMicrositeSchema>;
