import { assertStrongRsaKey } from './key-size';
import { encryptOaep } from './oaep';
import { encryptPlatform } from './platform';
import type { CipherScheme, EncryptedRequest } from './types';

/** One entry for both schemes, loaded on demand by the base query; a key under 2048 bits is refused for both. */
export async function encryptPayload(scheme: CipherScheme, payload: unknown, modulusHex: string): Promise<EncryptedRequest> {
  assertStrongRsaKey(modulusHex);
  return scheme === 'rsa-oaep-aes-gcm' ? encryptOaep(payload, modulusHex) : encryptPlatform(payload, modulusHex);
}
