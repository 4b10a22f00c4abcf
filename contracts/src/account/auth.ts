// Identification by e-mail and one-time code, social sign-in and e-mail verification
// (SPEC.md section 7, "Auth"; section 5, "Auth" validation).
import { z } from 'zod';
import { ONE_TIME_CODE, TEXT_LENGTH } from '../limits.ts';
import { guestKeySchema } from '../search/search.ts';
import { userSchema } from './user.ts';

/** 254: the longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;
export const emailSchema = z.string().trim().min(1).max(EMAIL_MAX).toLowerCase().pipe(z.email());

/** A code sent by e-mail: exactly ONE_TIME_CODE.digits digits. */
export const oneTimeCodeSchema = z.string().trim().min(1).length(ONE_TIME_CODE.digits).regex(/^\d+$/);

export const personNameSchema = z.string().trim().min(TEXT_LENGTH.name.min).max(TEXT_LENGTH.name.max);

/** Searches made as a guest on this device: identification makes the new session their owner. */
export const guestSearchesSchema = z.array(z.uuid()).max(100).default([]);
/**
 * The guest key the listed searches were created with (the browser's, GUEST_KEY_HEADER's value):
 * only searches it created are claimed, so a search's uuid alone, seen in a link, takes nothing.
 */
export const guestKeyProofSchema = guestKeySchema.optional();

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const CODE_SENT_MESSAGE = 'Código enviado.';
export const VERIFIED_MESSAGE = 'Verificado correctamente.';
/** SPEC.md section 8 (Apple sign-in); also every social ID token the server cannot trust. */
export const SOCIAL_LOGIN_FAILED_MESSAGE = 'Error en el login.';

/** Messages SPEC.md does not word (identification by code and social sign-in). */
export const IDENTIFICATION_MESSAGES = {
  emailTaken: 'El email ya se encuentra registrado.',
  wrongCode: 'El código ingresado no es correcto.',
  noActiveCode: 'No hay un código vigente, solicita uno nuevo.',
  codeExpired: 'El código venció, solicita uno nuevo.',
  codeExhausted: 'Se agotaron los intentos para este código, solicita uno nuevo.',
  alreadyVerified: 'Tu email ya se encuentra verificado.',
  socialProviderDisabled: 'El ingreso con esta cuenta no está habilitado.',
} as const;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every way in answers with a session token (sent back as `Authorization: Bearer <token>`) and the user. */
export const sessionResponseSchema = z.object({ token: z.string().min(1), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/check */
export const checkEmailRequestSchema = z.object({ email: emailSchema });
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

/** POST /api/auth/signup */
export const signupRequestSchema = z.object({
  email: emailSchema,
  name: personNameSchema,
  searches: guestSearchesSchema,
  guest_key: guestKeyProofSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** POST /api/auth/login/send and POST /api/auth/recover/send: e-mail a one-time code. */
export const sendCodeRequestSchema = z.object({ email: emailSchema });
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

/** POST /api/auth/login and POST /api/auth/recover/check: exchange the code for a session. */
export const codeLoginRequestSchema = z.object({
  email: emailSchema,
  code: oneTimeCodeSchema,
  searches: guestSearchesSchema,
  guest_key: guestKeyProofSchema,
});
export type CodeLoginRequest = z.input<typeof codeLoginRequestSchema>;

/** POST /api/auth/social/{provider}: `token` is the provider's ID token (Apple: from the identity token). */
/** Google's and Apple's ID tokens are 1–2 kB; a tenfold margin. */
export const SOCIAL_TOKEN_MAX = 16_384;
export const socialLoginRequestSchema = z.object({
  token: z.string().min(1).max(SOCIAL_TOKEN_MAX),
  searches: guestSearchesSchema,
  guest_key: guestKeyProofSchema,
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** POST /api/auth/verify/check (POST /api/auth/verify/send has no body and answers CODE_SENT_MESSAGE). */
export const verifyEmailRequestSchema = z.object({ code: oneTimeCodeSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ message: z.string(), user: userSchema });

/** POST /api/admin/user/{id}/impersonate: a session token for that user. */
export const impersonationResponseSchema = z.object({ token: z.string().min(1) });
