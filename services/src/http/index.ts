// The http folder as other folders see it: what they may use of it.
// The request and instance decorations every route relies on.
import './fastifyTypes.ts';

export { access } from './access.ts';
export { type AdminResource, registerAdminResource } from './adminResource.ts';
export { answerClientError } from './clientErrors.ts';
export { handleError } from './errorHandler.ts';
export { escapeHtml } from './escapeHtml.ts';
export { registerGuards, sessionOf } from './guards.ts';
export { hashGuestKey } from './guestKey.ts';
export { comesFromLoopback, isLoopbackAddress } from './loopback.ts';
export {
  type MultipartForm,
  PayloadTooLargeError,
  readMultipartForm,
  type TextParts,
  UPLOAD_MAX_BYTES,
} from './multipartForm.ts';
export { registerOpenApi } from './openApi.ts';
export {
  containsPattern,
  foldedContains,
  type PageQuery,
  paged,
  pagedSchema,
  pageOf,
  pageQuerySchema,
  SPANISH_SORT_SQL,
} from './paging.ts';
export {
  attemptsSoFar,
  countAttempt,
  enforceRateLimits,
  forgetRateLimitsOf,
  type RateLimit,
  type RateLimitCheck,
  secondsLeftInWindow,
  TooManyRequests,
} from './rateLimiter.ts';
export { generateRequestId, logClientRequestIds } from './requestIds.ts';
export { type RequestSession, resolveSession } from './session.ts';
export {
  inlineJson,
  type PageRender,
  type RenderedPage,
  type ShellContent,
  type ShellHead,
  type ShellHeadTags,
} from './shellPage.ts';
export { MICROSITE_MANIFEST_PATH } from './siteBranding.ts';
export { guardedValidatorCompiler, refuseUnsafeText, registerTextRule } from './textRule.ts';
export { issueToken } from './tokens.ts';
export { type TrustedProxies, trustProxySchema } from './trustedProxies.ts';
export { registerWebClient } from './webClient.ts';
