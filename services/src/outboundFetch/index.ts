export {
  isLoopbackAddress,
  isPublicAddress,
  type OutboundPolicy,
  PUBLIC_INTERNET,
  type ResolvedAddress,
  systemResolve,
} from './addressPolicy.ts';
export {
  expectSuccess,
  OUTBOUND_LIMITS,
  type OutboundRequest,
  type OutboundResponse,
  outboundFetch,
} from './outboundFetch.ts';
export { OUTBOUND_MESSAGES, type OutboundFailure, OutboundFetchError } from './outboundFetchError.ts';
export { checkPublicUrlField } from './publicUrlField.ts';
export { checkPublicUrl } from './target.ts';
