import { useSyncExternalStore } from 'react';
import { safeSessionStorage } from '@wl/i18n/storage';
import type { Balance } from './contract/wallet';

// The main wallet's row in the balance, and the player's choice to hide balances: one module, so the wallet's pages
// and the agent center share one lazy chunk of it.

/** The main wallet's `accountTypeId` in the balance (spec §3); the others are vendors' wallets. */
export const MAIN_WALLET = 0;

/** The main wallet's own balance (not the sum of every wallet), once the balance is in. */
export function mainWalletBalance(balance: Balance | undefined): number | undefined {
  return balance?.balance.find((row) => row.accountTypeId === MAIN_WALLET)?.availBalance;
}

/** The message in the place of a balance that is not in: it could not be fetched, or it is still coming. */
export const absentBalanceMessage = (failed: boolean) => (failed ? 'wallet.balanceFailed' : 'wallet.balanceUpdating');

/** Spec §2: a hidden balance shows asterisks. */
export const HIDDEN_AMOUNT = '****';

const STORAGE_KEY = 'walletBalanceHidden';
const listeners = new Set<() => void>();

const read = () => safeSessionStorage().getItem(STORAGE_KEY) === '1';

export function setBalanceHidden(hidden: boolean) {
  safeSessionStorage().setItem(STORAGE_KEY, hidden ? '1' : '0');
  for (const listener of listeners) listener();
}

/**
 * Spec §2: the player may hide the balance (asterisks); every balance on screen follows one choice for the visit,
 * the wallet's and the agent center's alike.
 */
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
