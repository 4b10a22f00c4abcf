// How a lead delivery is signed and how a receiver checks it (docs/decisions/leads.md): the
// signature covers the timestamp and the exact body, so neither can be changed; a receiver refuses
// a timestamp outside its tolerance and a delivery id it has already seen, so a captured delivery
// cannot be replayed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LEAD_WEBHOOK_HEADERS } from '@app/contracts';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signLeadDelivery(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface ReceivedDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const header = (delivery: ReceivedDelivery, name: string) => {
  const value = delivery.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** True when the delivery was signed with `secret` within the tolerance of `now`. */
export function verifyLeadDelivery(
  secret: string,
  delivery: ReceivedDelivery,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const timestamp = Number(header(delivery, LEAD_WEBHOOK_HEADERS.timestamp));
  const signature = header(delivery, LEAD_WEBHOOK_HEADERS.signature) ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signLeadDelivery(secret, timestamp, delivery.body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
