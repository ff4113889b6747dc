import { bytesToHex, hexToBytes } from './bytes';
import { desEcbDecrypt, desEcbEncrypt } from './des';
import type { EncryptedRequest } from './types';

/** docs/api-contract.md: the public exponent of the merchant key. */
export const RSA_PUBLIC_EXPONENT = 65537n;
/** docs/api-contract.md: a random 16-character DES key (DES itself uses its first 8 bytes). */
export const PLATFORM_KEY_LENGTH = 16;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomPlatformKey(): string {
  let key = '';
  while (key.length < PLATFORM_KEY_LENGTH) {
    for (const value of crypto.getRandomValues(new Uint8Array(PLATFORM_KEY_LENGTH * 2))) {
      // Rejection sampling keeps every character equally likely.
      if (value < 248 && key.length < PLATFORM_KEY_LENGTH) key += KEY_ALPHABET[value % KEY_ALPHABET.length];
    }
  }
  return key;
}

/**
 * Textbook RSA of the DES key as the platform's client does it: the key is reversed and packed
 * little-endian two bytes per 16-bit digit, which is the key's own bytes read big-endian; the
 * result is hex in whole 16-bit digits.
 */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  const message = hexToBigInt(bytesToHex(new TextEncoder().encode(key)));
  const modulus = hexToBigInt(modulusHex);
  if (message >= modulus) throw new Error('RSA: the key does not fit the modulus');
  const hex = modPow(message, RSA_PUBLIC_EXPONENT, modulus).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/** The merchant's side: the private exponent undoes `rsaEncryptKey`. */
export function rsaDecryptKey(encryptedHex: string, modulusHex: string, privateExponentHex: string): string {
  const plain = modPow(hexToBigInt(encryptedHex), hexToBigInt(privateExponentHex), hexToBigInt(modulusHex));
  return new TextDecoder().decode(hexToBytes(plain.toString(16)));
}

/** Hex as a key's answer may carry it: spaces or a line break around it are not digits (the key-size check trims too). */
const hexToBigInt = (hex: string): bigint => BigInt(`0x${hex.trim()}`);

/**
 * `base ** exponent % modulus` by squaring, on the engine's own big integers: textbook RSA is the contract's, so no
 * cipher library offers it whole, and node-forge's big-integer module took five times as long for the sandbox's
 * private-key step (about 100 ms a login in the unit tests) and weighed on the site's cipher chunk.
 */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

export function encryptPlatform(payload: unknown, modulusHex: string, key = randomPlatformKey()): EncryptedRequest {
  const digest = desEcbEncrypt(JSON.stringify(payload), key);
  return {
    body: { value: digest },
    headers: { Encryption: rsaEncryptKey(key, modulusHex), 'X-Digest': digest, 'X-RSA': modulusHex },
  };
}

export function decryptPlatform(request: EncryptedRequest, modulusHex: string, privateExponentHex: string): unknown {
  const key = rsaDecryptKey(request.headers.Encryption, modulusHex, privateExponentHex);
  return JSON.parse(desEcbDecrypt(request.body.value, key));
}
