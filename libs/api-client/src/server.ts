/**
 * What the merchant's side of the contract does (encrypting customer-service paths, decrypting
 * payloads), for the sandbox and tests only; players' browsers never need it.
 */
export { encryptCustomerServicePath } from './lib/cipher/customer-service-path';
export { decryptPayload } from './lib/cipher/merchant';
