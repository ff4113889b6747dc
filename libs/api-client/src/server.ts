/**
 * What the merchant's side of the contract does (encrypting), for the sandbox and tests only;
 * players' browsers never need it.
 */
export { encryptCustomerServicePath } from './lib/cipher/customer-service-path';
