// Brings the ambient types of node-forge's per-module entry points into every program that includes this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/node-forge-modules.d.ts" />
// Only node-forge's DES modules, which register themselves on its core object: the full
// package is far larger than what the site needs.
import 'node-forge/lib/des.js';
import forgeCore from 'node-forge/lib/forge.js';
import type forgeTypes from 'node-forge';

const forge = forgeCore as typeof forgeTypes;

/** DES-ECB with PKCS#7 padding (docs/api-contract.md): the first 8 bytes of the key are used. */
export function desEcbEncrypt(plainText: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(key.slice(0, 8)));
  cipher.start({});
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plainText)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

export function desEcbDecrypt(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(key.slice(0, 8)));
  decipher.start({});
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64)));
  if (!decipher.finish()) throw new Error('DES: bad padding or key');
  return forge.util.decodeUtf8(decipher.output.getBytes());
}
