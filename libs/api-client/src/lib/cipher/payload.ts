import { encryptOaep } from './oaep';
import { encryptPlatform } from './platform';
import type { CipherScheme, EncryptedRequest } from './types';

/** One entry for both schemes, loaded on demand by the base query. */
export async function encryptPayload(scheme: CipherScheme, payload: unknown, modulusHex: string): Promise<EncryptedRequest> {
  return scheme === 'rsa-oaep-aes-gcm' ? encryptOaep(payload, modulusHex) : encryptPlatform(payload, modulusHex);
}
