import type { CipherScheme } from './types';

/**
 * The shortest merchant key each scheme takes. The modern one follows NIST SP 800-131A (under 2048 bits no longer
 * protects a password in transit). The platform's exists for compatibility, with TLS protecting its traffic (docs/api-contract.md):
 * it takes the incumbent's 1024-bit keys (its RSA.js is sized for them, `setMaxDigits(130)`), not shorter ones.
 */
export const MIN_RSA_KEY_BITS: Record<CipherScheme, number> = { 'platform-des-rsa': 1024, 'rsa-oaep-aes-gcm': 2048 };

/** The size of an RSA modulus given as hex, leading zero digits not counted. */
export function modulusBits(modulusHex: string): number {
  const digits = modulusHex.trim().replace(/^0+/, '');
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new Error('The merchant RSA key is not a hexadecimal modulus');
  return (digits.length - 1) * 4 + parseInt(digits[0], 16).toString(2).length;
}

/** Refuses a merchant key too short for the scheme, before any secret is encrypted with it. */
export function assertStrongRsaKey(scheme: CipherScheme, modulusHex: string): void {
  const bits = modulusBits(modulusHex);
  const min = MIN_RSA_KEY_BITS[scheme];
  if (bits < min) throw new Error(`The merchant RSA key has ${bits} bits; at least ${min} are required`);
}
