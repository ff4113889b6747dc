import type { CipherScheme, EncryptedRequest } from './types';

/**
 * The cipher loads on demand: DES and RSA code is needed only when a player logs in, registers or
 * opens customer service, so it stays out of the home route's bundle.
 */
export async function decryptCustomerServicePath(encrypted: string): Promise<string> {
  const { decryptCustomerServicePath: decrypt } = await import('./customer-service-path');
  return decrypt(encrypted);
}

export async function encryptPayload(scheme: CipherScheme, payload: unknown, modulusHex: string): Promise<EncryptedRequest> {
  const { encryptPayload: encrypt } = await import('./payload');
  return encrypt(scheme, payload, modulusHex);
}

export type { CipherScheme, EncryptedRequest };
