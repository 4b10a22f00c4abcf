// Every account and identification call: method, path under /api (':name' marks a path parameter),
// body and response schemas. The web client calls through this table and the server registers it.
import type { z } from 'zod';
import {
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  codeLoginRequestSchema,
  impersonationResponseSchema,
  messageResponseSchema,
  sendCodeRequestSchema,
  sessionResponseSchema,
  signupRequestSchema,
  socialLoginRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './auth.ts';
import { premiumRequestSchema, premiumResponseSchema } from './premium.ts';
import {
  interactingAccountsResponseSchema,
  notificationTypesUpdateSchema,
  profileUpdateSchema,
  pushSubscriptionRequestSchema,
  slugSettingsSchema,
} from './profile.ts';
import { userSchema } from './user.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  /** null: the call sends no body. */
  body: z.ZodType | null;
  /** null: the call answers 204 without a body. */
  response: z.ZodType | null;
  /** The body travels as multipart/form-data (with files) instead of JSON. */
  multipart?: true;
  /** Sent as POST with the text part `_method` naming this method, as multipart forms cannot use PUT everywhere. */
  methodOverride?: 'PUT';
}

export const accountEndpoints = {
  checkEmail: {
    method: 'POST',
    path: '/auth/check',
    body: checkEmailRequestSchema,
    response: checkEmailResponseSchema,
  },
  signup: { method: 'POST', path: '/auth/signup', body: signupRequestSchema, response: sessionResponseSchema },
  sendLoginCode: {
    method: 'POST',
    path: '/auth/login/send',
    body: sendCodeRequestSchema,
    response: messageResponseSchema,
  },
  login: { method: 'POST', path: '/auth/login', body: codeLoginRequestSchema, response: sessionResponseSchema },
  sendRecoveryCode: {
    method: 'POST',
    path: '/auth/recover/send',
    body: sendCodeRequestSchema,
    response: messageResponseSchema,
  },
  recover: {
    method: 'POST',
    path: '/auth/recover/check',
    body: codeLoginRequestSchema,
    response: sessionResponseSchema,
  },
  logout: { method: 'POST', path: '/auth/logout', body: null, response: null },
  socialLogin: {
    method: 'POST',
    path: '/auth/social/:provider',
    body: socialLoginRequestSchema,
    response: sessionResponseSchema,
  },
  sendVerificationCode: { method: 'POST', path: '/auth/verify/send', body: null, response: messageResponseSchema },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify/check',
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  },
  currentUser: { method: 'GET', path: '/user', body: null, response: userSchema },
  updateProfile: {
    method: 'POST',
    path: '/user',
    body: profileUpdateSchema,
    response: userSchema,
    multipart: true,
    methodOverride: 'PUT',
  },
  updateSlug: { method: 'POST', path: '/user/slug', body: slugSettingsSchema, response: userSchema },
  updateNotificationTypes: {
    method: 'POST',
    path: '/user/notificationTypes',
    body: notificationTypesUpdateSchema,
    response: userSchema,
  },
  subscribePush: {
    method: 'POST',
    path: '/user/push/subscribe',
    body: pushSubscriptionRequestSchema,
    response: userSchema,
  },
  interactingAccounts: {
    method: 'POST',
    path: '/user/accounts',
    body: null,
    response: interactingAccountsResponseSchema,
  },
  redeemPromocode: { method: 'POST', path: '/premium', body: premiumRequestSchema, response: premiumResponseSchema },
  impersonate: {
    method: 'POST',
    path: '/admin/user/:id/impersonate',
    body: null,
    response: impersonationResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type AccountEndpointName = keyof typeof accountEndpoints;
