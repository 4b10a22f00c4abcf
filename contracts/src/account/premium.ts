// Becoming premium with a promotional code (SPEC.md section 1 and section 5, "promo code required, uppercased").
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { userSchema } from './user.ts';

export const PREMIUM_GRANTED_MESSAGE = '¡Felicitaciones, ahora eres premium!';

/** What a code is redeemed for: one of the configuration's MODEL.promocode.applies_for; the account itself by default. */
export const PREMIUM_FOR_ACCOUNT = 'user';

export const promocodeSchema = z
  .string()
  .trim()
  .min(1)
  .toUpperCase()
  .pipe(z.string().min(TEXT_LENGTH.promocode.min).max(TEXT_LENGTH.promocode.max));

/** POST /api/premium */
export const premiumRequestSchema = z.object({
  for: z.string().trim().min(1).default(PREMIUM_FOR_ACCOUNT),
  code: promocodeSchema,
});
export type PremiumRequest = z.input<typeof premiumRequestSchema>;
export const premiumResponseSchema = z.object({ message: z.string(), user: userSchema });
