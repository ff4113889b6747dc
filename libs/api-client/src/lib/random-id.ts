/** 128 bits: as unguessable as a UUID's. */
const RANDOM_ID_BYTES = 16;

/**
 * A random id in hex (an idempotency key, a device id, a nonce). From `getRandomValues`, not
 * `crypto.randomUUID`, which a page served over plain http does not have: a brand on such a domain
 * would fail every money call.
 */
export function randomId(bytes = RANDOM_ID_BYTES): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
