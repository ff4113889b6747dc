/** NIST SP 800-131A: RSA keys under 2048 bits no longer protect a password in transit. */
export const MIN_RSA_KEY_BITS = 2048;

/** The size of an RSA modulus given as hex, leading zero digits not counted. */
export function modulusBits(modulusHex: string): number {
  const digits = modulusHex.trim().replace(/^0+/, '');
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new Error('The merchant RSA key is not a hexadecimal modulus');
  return (digits.length - 1) * 4 + parseInt(digits[0], 16).toString(2).length;
}

/** Refuses a merchant key too short to trust, before any secret is encrypted with it. */
export function assertStrongRsaKey(modulusHex: string): void {
  const bits = modulusBits(modulusHex);
  if (bits < MIN_RSA_KEY_BITS) throw new Error(`The merchant RSA key has ${bits} bits; at least ${MIN_RSA_KEY_BITS} are required`);
}
