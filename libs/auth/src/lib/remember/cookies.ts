/** Small cookie helpers (spec §9): set with an expiry, delete (reading is `read-cookie.ts`). Always `Secure` and `SameSite=Lax`, path `/`. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets `name` until `now + maxAgeMs` (both `Max-Age` and `Expires`, for old browsers). */
export function setCookie(name: string, value: string, maxAgeMs: number, doc: Document = document, now = Date.now()): string {
  const cookie = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(maxAgeMs / 1000)}`,
    `Expires=${new Date(now + maxAgeMs).toUTCString()}`,
    'Path=/',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
  doc.cookie = cookie;
  return cookie;
}

export function deleteCookie(name: string, doc: Document = document): void {
  doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; Path=/; Secure; SameSite=Lax`;
}
