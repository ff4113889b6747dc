import { decryptOaep } from './oaep';
import { decryptPlatform } from './platform';
import { SCHEME_HEADER, type EncryptedRequest } from './types';

/** The merchant's private keys for both schemes (the sandbox holds test ones). */
export interface MerchantKeys {
  platform: { modulusHex: string; privateExponentHex: string };
  oaep: { modulusHex: string; privateKeyPkcs8: string };
}

/**
 * What a merchant backend does with an encrypted call: picks the scheme from the headers, checks
 * the payload was made for its key, and decrypts. Throws on anything that does not decrypt.
 */
export async function decryptPayload(
  request: { body: unknown; headers: Record<string, string | undefined> },
  keys: MerchantKeys,
): Promise<unknown> {
  const value = (request.body as { value?: unknown } | null)?.value;
  const encryption = request.headers['encryption'];
  if (typeof value !== 'string' || !encryption) throw new Error('Not an encrypted payload');
  const modern = request.headers[SCHEME_HEADER.toLowerCase()] === 'rsa-oaep-aes-gcm';
  const key = modern ? keys.oaep : keys.platform;
  if (request.headers['x-rsa'] && request.headers['x-rsa'].toLowerCase() !== key.modulusHex.toLowerCase())
    throw new Error('Encrypted for another key');
  const encrypted: EncryptedRequest = { body: { value }, headers: { Encryption: encryption } };
  return modern
    ? decryptOaep(encrypted, keys.oaep.privateKeyPkcs8)
    : decryptPlatform(encrypted, keys.platform.modulusHex, keys.platform.privateExponentHex);
}
