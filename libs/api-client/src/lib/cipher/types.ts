/** The two payload schemes of docs/api-contract.md; a brand picks one (`brand.cipher.scheme`). */
export type { CipherScheme } from '@wl/brand';

/** What goes on the wire for an encrypted call: the body `{ value }` and the scheme's headers. */
export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string } & Record<string, string>;
}

/** The header that names the modern scheme; without it a payload is the platform's scheme. */
export const SCHEME_HEADER = 'X-Encryption-Scheme';
