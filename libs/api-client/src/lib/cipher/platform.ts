// Brings the ambient types of node-forge's per-module entry points into every program that includes this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/node-forge-modules.d.ts" />
// Only node-forge's big-integer module (the full package is far larger than what the site needs).
import 'node-forge/lib/jsbn.js';
import forgeCore from 'node-forge/lib/forge.js';
import type forgeTypes from 'node-forge';
import { bytesToHex, hexToBytes } from './bytes';
import { desEcbDecrypt, desEcbEncrypt } from './des';
import type { EncryptedRequest } from './types';

const forge = forgeCore as typeof forgeTypes;
const BigInteger = forge.jsbn.BigInteger;

/** docs/api-contract.md: the public exponent of the merchant key. */
export const RSA_PUBLIC_EXPONENT = 65537;
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
  const message = new BigInteger(bytesToHex(new TextEncoder().encode(key)), 16);
  const modulus = new BigInteger(modulusHex, 16);
  if (message.compareTo(modulus) >= 0) throw new Error('RSA: the key does not fit the modulus');
  const hex = message.modPow(new BigInteger(String(RSA_PUBLIC_EXPONENT), 10), modulus).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/** The merchant's side: the private exponent undoes `rsaEncryptKey`. */
export function rsaDecryptKey(encryptedHex: string, modulusHex: string, privateExponentHex: string): string {
  const plain = new BigInteger(encryptedHex, 16).modPow(new BigInteger(privateExponentHex, 16), new BigInteger(modulusHex, 16));
  return new TextDecoder().decode(hexToBytes(plain.toString(16)));
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
