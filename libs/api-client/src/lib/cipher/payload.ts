import { assertStrongRsaKey } from './key-size';
import { encryptOaep } from './oaep';
import { encryptPlatform } from './platform';
import type { CipherScheme, EncryptedRequest } from './types';

/** One entry for both schemes, loaded on demand by the base query; a key too short for the scheme is refused. */
export async function encryptPayload(scheme: CipherScheme, payload: unknown, modulusHex: string): Promise<EncryptedRequest> {
  assertStrongRsaKey(scheme, modulusHex);
  return scheme === 'rsa-oaep-aes-gcm' ? encryptOaep(payload, modulusHex) : encryptPlatform(payload, modulusHex);
}
