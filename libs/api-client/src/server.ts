/**
 * What the merchant's side of the contract does (encrypting customer-service paths, decrypting
 * payloads), for the sandbox and tests only; players' browsers never need it.
 */
export { encryptCustomerServicePath } from './lib/cipher/customer-service-path';
export { decryptPayload, type MerchantKeys } from './lib/cipher/merchant';
export { encryptPlatform, decryptPlatform } from './lib/cipher/platform';
export { encryptOaep, decryptOaep } from './lib/cipher/oaep';
export { SCHEME_HEADER, type EncryptedRequest } from './lib/cipher/types';
