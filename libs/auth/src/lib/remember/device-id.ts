import { randomId } from '@wl/api-client';

/** A random id for this browser, so the server can remember a device it has confirmed (spec §2). Not a secret. */
const DEVICE_ID_KEY = 'deviceId';

export function deviceId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  localStorage.setItem(DEVICE_ID_KEY, id);
  return id;
}
