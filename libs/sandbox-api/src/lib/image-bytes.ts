import { IMAGE_SIGNATURES } from '@wl/api-client';

/**
 * Whether an uploaded image's base64 bytes are the type they claim (its signature, as the site checks it) and within
 * `maxBytes`: what the server checks of an activity application's images and a proof of non-receipt. `atob`, so the
 * sandbox also runs in a browser.
 */
export function isImageOfType(base64: string, type: keyof typeof IMAGE_SIGNATURES, maxBytes: number): boolean {
  const bytes = atob(base64);
  return bytes.length <= maxBytes && IMAGE_SIGNATURES[type].every((byte, index) => bytes.charCodeAt(index) === byte);
}
