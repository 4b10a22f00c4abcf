// Becoming premium with a promotional code (SPEC.md section 1 and section 5, "promo code required, uppercased").
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { userSchema } from './user.ts';

export const PREMIUM_GRANTED_MESSAGE = '¡Felicitaciones, ahora eres premium!';

/** Refusals of POST /api/premium SPEC.md does not word; each is reported on the `code` field. */
export const PREMIUM_MESSAGES = {
  unknownCode: 'El código promocional no es válido.',
  notValidNow: 'El código promocional no está vigente.',
  notApplicable: 'El código promocional no aplica a esta opción.',
  exhausted: 'El código promocional ya no tiene usos disponibles.',
  alreadyUsed: 'Ya utilizaste este código promocional.',
  alreadyPremium: 'Ya eres un usuario premium.',
  partialDiscount: 'Este código ofrece un descuento: escríbenos para completar tu suscripción premium.',
} as const;

/** What a code is redeemed for: one of the configuration's MODEL.promocode.applies_for; the account itself by default. */
export const PREMIUM_FOR_ACCOUNT = 'user';

export const promocodeSchema = z
  .string()
  .max(255)
  .trim()
  .min(1)
  .toUpperCase()
  .pipe(z.string().min(TEXT_LENGTH.promocode.min).max(TEXT_LENGTH.promocode.max));

/** POST /api/premium */
export const premiumRequestSchema = z.object({
  for: z.string().trim().min(1).max(50).default(PREMIUM_FOR_ACCOUNT),
  code: promocodeSchema,
});
export type PremiumRequest = z.input<typeof premiumRequestSchema>;
export const premiumResponseSchema = z.object({ message: z.string(), user: userSchema });
