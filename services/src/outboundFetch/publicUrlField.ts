// Saving a URL the platform will fetch later (a feed, a webhook): refused at once, as a Spanish 422
// on the form's field, when it is not http(s) or points at a private address.
import { DomainError } from '../commands/index.ts';
import type { OutboundPolicy } from './addressPolicy.ts';
import { OutboundFetchError } from './outboundFetchError.ts';
import { checkPublicUrl } from './target.ts';

export async function checkPublicUrlField(url: string, policy: OutboundPolicy, field: string): Promise<void> {
  try {
    await checkPublicUrl(url, policy);
  } catch (error) {
    if (error instanceof OutboundFetchError) throw DomainError.invalidField(field, error.message);
    throw error;
  }
}
