import { useSyncExternalStore } from 'react';
import { safeSessionStorage } from '@wl/i18n';

/** Spec §2: a hidden balance shows asterisks. */
export const HIDDEN_AMOUNT = '****';

/**
 * Spec §2: the player may hide the balance (asterisks); every balance on screen follows one choice for the visit,
 * the wallet's and the agent center's alike.
 */
const STORAGE_KEY = 'walletBalanceHidden';
const listeners = new Set<() => void>();

const read = () => safeSessionStorage().getItem(STORAGE_KEY) === '1';

export function setBalanceHidden(hidden: boolean) {
  safeSessionStorage().setItem(STORAGE_KEY, hidden ? '1' : '0');
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return [hidden, setBalanceHidden];
}
