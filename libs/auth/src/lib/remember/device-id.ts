import { randomId } from '@wl/api-client';
import { safeLocalStorage } from '@wl/i18n';

/** A random id for this browser, so the server can remember a device it has confirmed (spec §2). Not a secret. */
const DEVICE_ID_KEY = 'deviceId';

export function deviceId(): string {
  const stored = safeLocalStorage().getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  safeLocalStorage().setItem(DEVICE_ID_KEY, id);
  return id;
}
