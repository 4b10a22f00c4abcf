// Changes a signed-in user makes to their own account (SPEC.md section 5, "Profile" and "Shop slug").
import { z } from 'zod';
import { boundedText } from '../text.ts';
import { personNameSchema } from './auth.ts';
import { phoneSchema } from './phone.ts';
import { slugSchema } from './slug.ts';
import { contactTypeSchema, userSchema } from './user.ts';

/** Not worded by SPEC.md: phone or WhatsApp contact chosen without a phone number. */
export const CONTACT_NEEDS_PHONE_MESSAGE = 'Para ser contactado por teléfono o WhatsApp debe cargar un teléfono.';

/** Not worded by SPEC.md: the avatar is not one of the accepted image types (SPEC.md section 5, "Images"). */
export const AVATAR_FORMAT_MESSAGE = 'El archivo debe ser una imagen jpg, jpeg, png, webp o bmp.';

/**
 * POST /api/user, multipart with `_method=PUT`. Text parts: name, phone, `contact_types[]` (one part
 * per type; none means an empty list). The optional file part `avatar` is an image (IMAGE limits).
 */
export const profileUpdateSchema = z
  .object({
    name: personNameSchema,
    phone: phoneSchema,
    contact_types: z.array(contactTypeSchema).default([]),
  })
  .refine(
    (profile) => profile.phone !== null || profile.contact_types.every((contactType) => contactType === 'email'),
    { path: ['contact_types'], error: CONTACT_NEEDS_PHONE_MESSAGE },
  );
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/user/slug: the personal catalogue's link and what it shows. */
export const slugSettingsSchema = z.object({
  slug: slugSchema,
  include_groups: z.boolean().default(false),
  show_owners: z.boolean().default(false),
});
export type SlugSettings = z.input<typeof slugSettingsSchema>;

/** POST /api/user/notificationTypes: slugs from the configuration's notification_types. */
export const notificationTypesUpdateSchema = z.object({
  notification_types: z.array(z.string().min(1).max(100)).max(50),
});
export type NotificationTypesUpdate = z.input<typeof notificationTypesUpdateSchema>;

/** POST /api/user/push/subscribe: the browser's push token for this site. */
/** A PushSubscription as JSON is an endpoint address (at most ~500 characters today) and two keys. */
export const PUSH_TOKEN_MAX = 4_096;
export const pushSubscriptionRequestSchema = z.object({ token: boundedText(PUSH_TOKEN_MAX).min(1) });
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** POST /api/user/accounts: the accounts the user interacts with (dashboard "interacting accounts"). */
export const interactingAccountSchema = userSchema.pick({ id: true, name: true, slug: true, avatar_url: true });
export const interactingAccountsResponseSchema = z.array(interactingAccountSchema);
