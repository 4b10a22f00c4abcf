// Promotional codes in the admin back office (SPEC.md section 3 "Promocode", section 5 "Admin") and
// the facts of the promocode stream `promocode-{id}`.
import { z } from 'zod';
import type { DomainEvent } from '../events.ts';
import { DISCOUNT } from '../limits.ts';
import { PREMIUM_FOR_ACCOUNT, promocodeSchema } from './premium.ts';

export const PROMOCODE_MESSAGES = {
  created: 'Código promocional creado correctamente.',
  updated: 'Código promocional actualizado correctamente.',
  deleted: 'Código promocional eliminado correctamente.',
  /** Not worded by SPEC.md. */
  taken: 'El código ya se encuentra en uso.',
  /** Not worded by SPEC.md. */
  twoDecimals: 'Este campo debe tener como máximo 2 decimales',
  /** Not worded by SPEC.md: granted months only make sense when the code gives premium away. */
  monthsNeedFullDiscount: 'Solo se puede indicar con un descuento del 100%.',
  /** Not worded by SPEC.md. */
  endsBeforeStart: 'La fecha de fin debe ser posterior a la de inicio.',
} as const;

/** What a code can be redeemed for (the configuration's MODEL.promocode.applies_for). */
export const PROMOCODE_APPLIES_FOR = [PREMIUM_FOR_ACCOUNT] as const;

const timestampSchema = z.iso.datetime({ offset: true });

function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-9;
}

/** POST and PUT /api/admin/promocode. Validity instants are ISO 8601 with offset; null: no limit. */
export const promocodeInputSchema = z
  .object({
    code: promocodeSchema,
    discount: z
      .number()
      .min(DISCOUNT.min)
      .max(DISCOUNT.max)
      .refine(hasAtMostTwoDecimals, { error: PROMOCODE_MESSAGES.twoDecimals }),
    remaining: z.number().int().min(0),
    applies_for: z
      .array(z.enum(PROMOCODE_APPLIES_FOR))
      .min(1)
      .transform((values) => [...new Set(values)]),
    valid_from: timestampSchema.nullable().default(null),
    valid_to: timestampSchema.nullable().default(null),
    /** granted_months: premium months a 100 % code gives; null (empty): no time limit. */
    config: z
      .object({ granted_months: z.number().int().min(1).max(120).nullable().default(null) })
      .default({ granted_months: null }),
  })
  .refine((input) => input.discount === DISCOUNT.max || input.config.granted_months === null, {
    path: ['config', 'granted_months'],
    error: PROMOCODE_MESSAGES.monthsNeedFullDiscount,
    // Runs only on an object whose discount and config passed (a discount out of range is reported
    // on its own field already; a body that is not an object has no fields to compare).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => ['discount', 'config'].includes(String(issue.path?.[0]))),
  })
  .refine(
    (input) => !input.valid_from || !input.valid_to || Date.parse(input.valid_to) > Date.parse(input.valid_from),
    {
      path: ['valid_to'],
      error: PROMOCODE_MESSAGES.endsBeforeStart,
    },
  );
export type PromocodeInput = z.infer<typeof promocodeInputSchema>;

export const promocodeRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  discount: z.number(),
  remaining: z.number().int(),
  applies_for: z.array(z.string()),
  valid_from: timestampSchema.nullable(),
  valid_to: timestampSchema.nullable(),
  config: z.object({ granted_months: z.number().int().nullable() }),
  created_at: timestampSchema,
});
export type PromocodeRow = z.infer<typeof promocodeRowSchema>;

/** GET /api/admin/promocode/{id}/usages: who redeemed it, when, and for what. */
export const promocodeUsageSchema = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  for: z.string(),
  created_at: timestampSchema,
});
export type PromocodeUsage = z.infer<typeof promocodeUsageSchema>;

/** The terms an administrator sets, as events carry them. */
export interface PromocodeTerms {
  code: string;
  discount: number;
  remaining: number;
  appliesFor: string[];
  validFrom: string | null;
  validTo: string | null;
  grantedMonths: number | null;
}

export type PromocodeEvent =
  | DomainEvent<'promocode.created.v1', { promocodeId: string } & PromocodeTerms>
  | DomainEvent<'promocode.changed.v1', { promocodeId: string } & PromocodeTerms>
  /** `remaining`: uses left after this redemption. */
  | DomainEvent<
      'promocode.redeemed.v1',
      { promocodeId: string; usageId: string; userId: string; for: string; remaining: number }
    >
  | DomainEvent<'promocode.deleted.v1', { promocodeId: string }>;
