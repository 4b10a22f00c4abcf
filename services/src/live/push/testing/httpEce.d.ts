// The part of http_ece (Encrypted Content-Encoding, RFC 8188) the loopback push service uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    parameters: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
