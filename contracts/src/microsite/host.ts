// A microsite's host, written once for both sides: lowercase, without port or trailing dot, IDNs
// as punycode (the form browsers send in the Host header). A host names a machine, not a URL.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOST_MAX_LENGTH = 253;

/** What the Host header (or a trusted X-Forwarded-Host) says, reduced to the form hosts are kept in. */
export function requestHostKey(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The host an administrator typed, normalised; null when it is not a hostname (a URL, a path, an
 * address, a single label such as 'localhost', which is the main platform).
 */
export function normaliseHost(input: string): string | null {
  const typed = input.trim().toLowerCase();
  if (typed === '' || /[\s/\\?#@]/.test(typed) || typed.includes('://')) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${typed}`).hostname;
  } catch {
    return null;
  }
  const host = hostname.replace(/\.$/, '');
  if (host.length > HOST_MAX_LENGTH || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // Four numbers are an IPv4 address, not a host.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  return host;
}
