import { desEcbDecrypt, desEcbEncrypt } from './des';

/** Spec §7: the last 8 characters of an encrypted customer-service path are its DES key. */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

export function decryptCustomerServicePath(encrypted: string): string {
  if (encrypted.length <= CUSTOMER_SERVICE_KEY_LENGTH) throw new Error('Customer-service path too short to hold a key');
  const key = encrypted.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  return desEcbDecrypt(encrypted.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH), key);
}

/** What the merchant backend does; the sandbox uses it to serve real ciphertext. */
export function encryptCustomerServicePath(path: string, key: string): string {
  if (key.length !== CUSTOMER_SERVICE_KEY_LENGTH) throw new Error(`The key must be ${CUSTOMER_SERVICE_KEY_LENGTH} characters`);
  return desEcbEncrypt(path, key) + key;
}
