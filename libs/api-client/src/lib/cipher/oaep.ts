import { base64ToBytes, bytesToBase64, bytesToBase64Url, hexToBytes } from './bytes';
import { SCHEME_HEADER, type EncryptedRequest } from './types';

/**
 * The modern scheme (WebCrypto only): a fresh AES-256-GCM key encrypts the JSON body and is
 * wrapped with the merchant's RSA-OAEP (SHA-256) public key. The body value is base64 of
 * IV ‖ ciphertext ‖ tag; `Encryption` is base64 of the wrapped key.
 */
export const OAEP_SCHEME = 'rsa-oaep-aes-gcm';
const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const AES_KEY_BYTES = 32;
export const GCM_IV_BYTES = 12;

export function importOaepPublicKey(modulusHex: string): Promise<CryptoKey> {
  const jwk: JsonWebKey = { kty: 'RSA', n: bytesToBase64Url(hexToBytes(modulusHex)), e: 'AQAB', alg: 'RSA-OAEP-256', ext: true };
  return crypto.subtle.importKey('jwk', jwk, RSA_OAEP, false, ['encrypt']);
}

export interface OaepRandomness {
  aesKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
}

export async function encryptOaep(
  payload: unknown,
  modulusHex: string,
  random: OaepRandomness = {
    aesKey: crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES)),
    iv: crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES)),
  },
): Promise<EncryptedRequest> {
  const aesKey = await crypto.subtle.importKey('raw', random.aesKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: random.iv }, aesKey, new TextEncoder().encode(JSON.stringify(payload))),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(RSA_OAEP, await importOaepPublicKey(modulusHex), random.aesKey));
  const value = new Uint8Array(random.iv.length + sealed.length);
  value.set(random.iv);
  value.set(sealed, random.iv.length);
  return {
    body: { value: bytesToBase64(value) },
    headers: { Encryption: bytesToBase64(wrapped), 'X-RSA': modulusHex, [SCHEME_HEADER]: OAEP_SCHEME },
  };
}

/** The merchant's side, with its private key (PKCS#8, base64 DER). */
export async function decryptOaep(request: EncryptedRequest, privateKeyPkcs8: string): Promise<unknown> {
  const privateKey = await crypto.subtle.importKey('pkcs8', base64ToBytes(privateKeyPkcs8), RSA_OAEP, false, ['decrypt']);
  const rawKey = await crypto.subtle.decrypt(RSA_OAEP, privateKey, base64ToBytes(request.headers.Encryption));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const value = base64ToBytes(request.body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: value.slice(0, GCM_IV_BYTES) }, aesKey, value.slice(GCM_IV_BYTES));
  return JSON.parse(new TextDecoder().decode(plain));
}
