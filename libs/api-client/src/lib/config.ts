import type { CipherScheme } from '@wl/brand';

/**
 * What the client needs from the running site, handed to the store as the thunk extra argument,
 * so each store (the app's, a test's, a story's) talks to its own backend.
 */
export interface ApiClientConfig {
  /** The brand's API base URL; empty means the page's own origin. */
  baseUrl: string;
  merchantCode: string;
  /** The language code of spec §1 (e.g. TY, EN), sent upper-case in the `Language` header. */
  getLanguage: () => string;
  getToken: () => string | null;
  /** Called when the server says the session is gone (`login.not.session`). */
  onSessionExpired: () => void;
  /** The brand's payload cipher (`brand.cipher.scheme`); the platform's RSA + DES scheme when absent. */
  cipherScheme?: CipherScheme;
  /** Sent as `Device` on login and register (spec §1 brand device); WEB when absent. */
  device?: string;
}

export interface WithApiClientConfig {
  apiClient: ApiClientConfig;
}
